import {
  activeWorktrees
} from "./chunk-QEBZ4FRE.js";
import "./chunk-7BJ5AJLP.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-YVGJ5SKT.js";
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
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  activeWorktrees
};
