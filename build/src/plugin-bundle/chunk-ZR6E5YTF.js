import {
  resolvePolicy
} from "./chunk-SRIU64PF.js";
import "./chunk-OJP7CWSX.js";
import "./chunk-MW3MWNWP.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  resolvePolicy
};
