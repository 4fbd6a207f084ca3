import {
  readHandoff
} from "./chunk-ZQR5QVTE.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-2SU34CL3.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  readHandoff
};
