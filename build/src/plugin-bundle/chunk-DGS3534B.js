import {
  RECORDED_CALLS_DIR,
  firstToRecord
} from "./chunk-64VFWR2B.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  RECORDED_CALLS_DIR,
  firstToRecord
};
