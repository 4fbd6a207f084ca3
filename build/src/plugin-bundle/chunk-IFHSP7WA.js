import {
  recordDegradedEnd
} from "./chunk-MTXYNWXD.js";
import "./chunk-D6YCL2VV.js";
import "./chunk-CIG5BKAP.js";
import "./chunk-CPN3WF7J.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-YVGJ5SKT.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-2TBVN567.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  recordDegradedEnd
};
