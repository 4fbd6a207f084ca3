import {
  inProject,
  protocolPath,
  resolveProjectRoot
} from "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  inProject,
  protocolPath,
  resolveProjectRoot
};
