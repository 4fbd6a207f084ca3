import {
  runHook
} from "./chunk-3MJ2U4FL.js";
import "./chunk-JDCDZNXU.js";
import "./chunk-TDXBTGS6.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-O2UR7NQM.js";
import "./chunk-QDSMWMN2.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  runHook
};
