import {
  workersView
} from "./chunk-KKBGMRTB.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  workersView
};
