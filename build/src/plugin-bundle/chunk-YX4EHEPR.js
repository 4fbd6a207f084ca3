import {
  exportForgePath,
  forgeBin
} from "./chunk-RKZPULVZ.js";
import "./chunk-NMH4D5KW.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-APORTJVU.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-YZFATT7X.js";
export {
  exportForgePath,
  forgeBin
};
