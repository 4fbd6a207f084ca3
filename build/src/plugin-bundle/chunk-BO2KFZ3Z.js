import {
  recordDegradedEnd
} from "./chunk-2NFLOY33.js";
import "./chunk-C7WDJ55L.js";
import "./chunk-CPN3WF7J.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-AVPAYEM7.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-L3JEUZ2Q.js";
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
