import {
  heldTask
} from "./chunk-K7WB32U4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  heldTask
};
