import {
  runHook
} from "./chunk-YPCY5MDK.js";
import "./chunk-K3FA3Z5C.js";
import "./chunk-SISGIDGI.js";
import "./chunk-OV3IXWCS.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-P5S4LJ5B.js";
import "./chunk-QDSMWMN2.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  runHook
};
