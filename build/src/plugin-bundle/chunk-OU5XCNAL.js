import {
  recordDegradedEnd
} from "./chunk-ZW4TNYTA.js";
import "./chunk-JG65IWX4.js";
import "./chunk-YHJJYWO2.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-LNGYE6G4.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-NZHWP3EM.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-VM6A45NV.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  recordDegradedEnd
};
