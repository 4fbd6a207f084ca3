import {
  asTaskContext,
  findContext,
  findProjectRoot,
  projectRootOfContext,
  readContext
} from "./chunk-2XEJE7J2.js";
import "./chunk-QDSMWMN2.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  asTaskContext,
  findContext,
  findProjectRoot,
  projectRootOfContext,
  readContext
};
