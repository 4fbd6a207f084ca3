import {
  LAB_RELAY_FILE,
  freshRelayState,
  readRelayState,
  writeRelayState
} from "./chunk-OPXWESIO.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-AF6YNM63.js";
import "./chunk-TDAW46ID.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  LAB_RELAY_FILE,
  freshRelayState,
  readRelayState,
  writeRelayState
};
