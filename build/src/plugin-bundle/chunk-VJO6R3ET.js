import {
  exportForgePath,
  forgeBin
} from "./chunk-3JHFAYOP.js";
import "./chunk-HLWP23XC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-YZFATT7X.js";
export {
  exportForgePath,
  forgeBin
};
