import {
  asTaskContext,
  findContext,
  findProjectRoot,
  projectRootOfContext,
  readContext
} from "./chunk-O2UR7NQM.js";
import "./chunk-QDSMWMN2.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  asTaskContext,
  findContext,
  findProjectRoot,
  projectRootOfContext,
  readContext
};
