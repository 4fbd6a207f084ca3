import {
  freshRelayState,
  readRelayState,
  writeRelayState
} from "./chunk-W225RGMM.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-AF6YNM63.js";
import "./chunk-VF46JH6B.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  freshRelayState,
  readRelayState,
  writeRelayState
};
