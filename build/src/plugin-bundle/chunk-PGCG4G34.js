import {
  asTaskContext,
  findContext,
  findProjectRoot,
  projectRootOfContext,
  readContext
} from "./chunk-P5S4LJ5B.js";
import "./chunk-QDSMWMN2.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  asTaskContext,
  findContext,
  findProjectRoot,
  projectRootOfContext,
  readContext
};
