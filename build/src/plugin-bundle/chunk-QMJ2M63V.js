import {
  BLOCKING_SIGNALS,
  pickNext
} from "./chunk-QX2FXJWV.js";
import "./chunk-3BAZVW44.js";
import "./chunk-WNRBVBOT.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-22AKA7KO.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-2SU34CL3.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-QR4OWHSN.js";
import "./chunk-YZPE5SJS.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  BLOCKING_SIGNALS,
  pickNext
};
