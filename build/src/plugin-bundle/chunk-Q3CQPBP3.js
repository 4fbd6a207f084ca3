import {
  runHook
} from "./chunk-DQZWUKLA.js";
import "./chunk-3CZ3OWZJ.js";
import "./chunk-TDXBTGS6.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-PEEMSMX7.js";
import "./chunk-O2UR7NQM.js";
import "./chunk-QDSMWMN2.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  runHook
};
