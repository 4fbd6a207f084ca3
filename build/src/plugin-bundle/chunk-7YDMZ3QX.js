import {
  resolvePolicy
} from "./chunk-DUOETLAJ.js";
import "./chunk-OJP7CWSX.js";
import "./chunk-MW3MWNWP.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-GMGLZBHG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  resolvePolicy
};
