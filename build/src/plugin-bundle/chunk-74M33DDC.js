import {
  BLOCKING_SIGNALS,
  pickNext
} from "./chunk-3NCT2HG4.js";
import "./chunk-WNRBVBOT.js";
import "./chunk-7BJ5AJLP.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-22AKA7KO.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-YVGJ5SKT.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-4C7BYRR4.js";
import "./chunk-2ZECINIR.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  BLOCKING_SIGNALS,
  pickNext
};
