import {
  asTaskContext,
  findContext,
  findProjectRoot,
  projectRootOfContext,
  readContext
} from "./chunk-GS7FN3HQ.js";
import "./chunk-MW3MWNWP.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  asTaskContext,
  findContext,
  findProjectRoot,
  projectRootOfContext,
  readContext
};
