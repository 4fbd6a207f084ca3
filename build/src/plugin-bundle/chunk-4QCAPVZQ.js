import {
  exportForgePath,
  forgeBin
} from "./chunk-CQSFMSOK.js";
import "./chunk-2LPBD34Y.js";
import "./chunk-IGCE3PVI.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-APORTJVU.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-YZFATT7X.js";
export {
  exportForgePath,
  forgeBin
};
