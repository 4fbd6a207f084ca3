import {
  freshRelayState,
  readRelayState,
  writeRelayState
} from "./chunk-IFTPZDHS.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  freshRelayState,
  readRelayState,
  writeRelayState
};
