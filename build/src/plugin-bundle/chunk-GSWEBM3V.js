import {
  touchHeartbeat
} from "./chunk-3TPJKPS2.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  touchHeartbeat
};
