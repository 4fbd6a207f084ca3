import {
  touchHeartbeat
} from "./chunk-4TF5ZMRL.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  touchHeartbeat
};
