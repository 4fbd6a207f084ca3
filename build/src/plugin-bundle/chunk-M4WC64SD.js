import {
  workersView
} from "./chunk-ZOTIFKGL.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  workersView
};
