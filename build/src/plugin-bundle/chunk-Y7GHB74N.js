import {
  LAB_RELAY_FILE,
  readRelayState,
  writeRelayState
} from "./chunk-TXWLQ4L4.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-AF6YNM63.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  LAB_RELAY_FILE,
  readRelayState,
  writeRelayState
};
