import {
  exportForgePath,
  forgeBin
} from "./chunk-ZH4BPJJV.js";
import "./chunk-5QLKOCS4.js";
import "./chunk-V57STGOB.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-YZFATT7X.js";
export {
  exportForgePath,
  forgeBin
};
