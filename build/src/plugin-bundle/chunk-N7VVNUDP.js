import {
  emptyState,
  loadState,
  saveState
} from "./chunk-TJRDZNU3.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-KYS4X3DV.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  emptyState,
  loadState,
  saveState
};
