import {
  recordDegradedEnd
} from "./chunk-NSDXWA26.js";
import "./chunk-LUBORAYV.js";
import "./chunk-CPN3WF7J.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-7VZSZLIB.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-HX3UW3YC.js";
import "./chunk-LI72HRL5.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  recordDegradedEnd
};
