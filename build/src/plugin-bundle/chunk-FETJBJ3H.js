import {
  runHook
} from "./chunk-4BXMB2A5.js";
import "./chunk-TI3WZZLE.js";
import "./chunk-TDXBTGS6.js";
import "./chunk-CBMEKXGJ.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-O2UR7NQM.js";
import "./chunk-QDSMWMN2.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  runHook
};
