import {
  inProject,
  protocolPath,
  resolveProjectRoot
} from "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  inProject,
  protocolPath,
  resolveProjectRoot
};
