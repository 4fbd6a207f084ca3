import {
  BLOCKING_SIGNALS,
  pickNext
} from "./chunk-PXJBDKW4.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-22AKA7KO.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-MSRYS53V.js";
import "./chunk-HX3UW3YC.js";
import "./chunk-LI72HRL5.js";
import "./chunk-IPFFV5T7.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-UHSH65AK.js";
import "./chunk-2KF5JE5D.js";
import "./chunk-YVQ3KEUM.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-W5O4O7XM.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  BLOCKING_SIGNALS,
  pickNext
};
