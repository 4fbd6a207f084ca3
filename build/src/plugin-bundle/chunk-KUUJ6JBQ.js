import {
  inProject,
  protocolPath,
  resolveProjectRoot
} from "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  inProject,
  protocolPath,
  resolveProjectRoot
};
