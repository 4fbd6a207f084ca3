import {
  emptyState,
  loadState,
  saveState
} from "./chunk-QNMYWLOH.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-E4Q6A6JA.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  emptyState,
  loadState,
  saveState
};
