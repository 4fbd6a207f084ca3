import {
  exportForgePath,
  forgeBin
} from "./chunk-2CIYGBLK.js";
import "./chunk-Q76OL4ZR.js";
import "./chunk-YVQ3KEUM.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-YZFATT7X.js";
export {
  exportForgePath,
  forgeBin
};
