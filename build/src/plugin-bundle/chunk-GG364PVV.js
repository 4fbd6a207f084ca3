import {
  readHandoff
} from "./chunk-D6YCL2VV.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-YVGJ5SKT.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-2TBVN567.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  readHandoff
};
