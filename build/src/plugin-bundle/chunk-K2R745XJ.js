import {
  runHook
} from "./chunk-ALS3AFFH.js";
import "./chunk-AWXILJD5.js";
import "./chunk-4LT236LF.js";
import "./chunk-SRIU64PF.js";
import "./chunk-OJP7CWSX.js";
import "./chunk-MW3MWNWP.js";
import "./chunk-4P3TWX4D.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  runHook
};
