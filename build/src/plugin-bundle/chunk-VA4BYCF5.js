import {
  workersView
} from "./chunk-S3EDKLDE.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  workersView
};
