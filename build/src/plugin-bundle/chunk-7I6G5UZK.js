import {
  confirmStory
} from "./chunk-A3N6KTSH.js";
import "./chunk-D6YCL2VV.js";
import "./chunk-WNRBVBOT.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-KIKHDYOU.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-YVGJ5SKT.js";
import "./chunk-VMJIZIZK.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
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
  confirmStory
};
