import {
  exportForgePath,
  forgeBin
} from "./chunk-D4LAC5UG.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZFATT7X.js";
export {
  exportForgePath,
  forgeBin
};
