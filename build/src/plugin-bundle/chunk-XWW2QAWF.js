import {
  runHook
} from "./chunk-RBEKNRFV.js";
import "./chunk-KSI5UUHQ.js";
import "./chunk-VJMJ2ATM.js";
import "./chunk-2XEJE7J2.js";
import "./chunk-QDSMWMN2.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  runHook
};
