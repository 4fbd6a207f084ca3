import {
  asTaskContext,
  findContext,
  findProjectRoot,
  projectRootOfContext,
  readContext
} from "./chunk-OJP7CWSX.js";
import "./chunk-MW3MWNWP.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  asTaskContext,
  findContext,
  findProjectRoot,
  projectRootOfContext,
  readContext
};
