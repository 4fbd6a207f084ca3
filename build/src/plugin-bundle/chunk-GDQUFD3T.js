import {
  workersView
} from "./chunk-4X6NTSMP.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  workersView
};
