import {
  workersView
} from "./chunk-QBGFCHWR.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  workersView
};
