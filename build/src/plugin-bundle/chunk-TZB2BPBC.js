import {
  resolvePolicy
} from "./chunk-QU7FKSZT.js";
import "./chunk-GS7FN3HQ.js";
import "./chunk-MW3MWNWP.js";
import "./chunk-CSNSZUFI.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  resolvePolicy
};
