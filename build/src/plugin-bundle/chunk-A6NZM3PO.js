import {
  runHook
} from "./chunk-EIFJ5AMG.js";
import "./chunk-DUOETLAJ.js";
import "./chunk-OJP7CWSX.js";
import "./chunk-4P3TWX4D.js";
import "./chunk-AWXILJD5.js";
import "./chunk-4LT236LF.js";
import "./chunk-MW3MWNWP.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-GMGLZBHG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  runHook
};
