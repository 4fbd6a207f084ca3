import {
  runHook
} from "./chunk-6CU67TGM.js";
import "./chunk-QRWN4JS5.js";
import "./chunk-TDXBTGS6.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-O2UR7NQM.js";
import "./chunk-QDSMWMN2.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  runHook
};
