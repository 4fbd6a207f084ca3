import {
  heldTask
} from "./chunk-QQKCYMVG.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  heldTask
};
