import {
  inProject,
  protocolPath,
  resolveProjectRoot
} from "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  inProject,
  protocolPath,
  resolveProjectRoot
};
