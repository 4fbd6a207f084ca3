import {
  workersView
} from "./chunk-UIHNJUNQ.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  workersView
};
