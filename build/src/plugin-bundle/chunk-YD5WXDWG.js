import {
  freshRelayState,
  readRelayState,
  writeRelayState
} from "./chunk-CZVSEKAN.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  freshRelayState,
  readRelayState,
  writeRelayState
};
