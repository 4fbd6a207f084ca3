import {
  runHook
} from "./chunk-2Y4GBJI3.js";
import "./chunk-QU7FKSZT.js";
import "./chunk-GS7FN3HQ.js";
import "./chunk-4P3TWX4D.js";
import "./chunk-OCQLEJ7U.js";
import "./chunk-4LT236LF.js";
import "./chunk-MW3MWNWP.js";
import "./chunk-CSNSZUFI.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  runHook
};
