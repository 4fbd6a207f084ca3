import {
  touchHeartbeat
} from "./chunk-IY7PSB4R.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  touchHeartbeat
};
