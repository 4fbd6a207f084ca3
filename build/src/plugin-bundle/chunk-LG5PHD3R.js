import {
  RECORDED_CALLS_DIR,
  firstToRecord
} from "./chunk-CY5BEPSV.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  RECORDED_CALLS_DIR,
  firstToRecord
};
