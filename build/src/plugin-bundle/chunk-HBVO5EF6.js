import {
  recordDegradedEnd
} from "./chunk-6NBS5RGP.js";
import "./chunk-QW5DITF2.js";
import "./chunk-ETNMNKQH.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-JDT6FZ36.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-H2E55P6B.js";
import "./chunk-AF6YNM63.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-TDAW46ID.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  recordDegradedEnd
};
