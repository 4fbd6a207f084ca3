import {
  recordDegradedEnd
} from "./chunk-EDKSLT62.js";
import "./chunk-BVSP3TXF.js";
import "./chunk-YHJJYWO2.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-ZQR5QVTE.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-2SU34CL3.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  recordDegradedEnd
};
