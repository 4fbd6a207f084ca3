import {
  inProject,
  protocolPath,
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  inProject,
  protocolPath,
  resolveProjectRoot
};
