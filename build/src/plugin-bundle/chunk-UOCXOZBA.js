import {
  retryStory
} from "./chunk-LXYN4XGD.js";
import "./chunk-OBMOCTVC.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-FDHFX2U6.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-H2E55P6B.js";
import "./chunk-AF6YNM63.js";
import "./chunk-XPDIZTJD.js";
import "./chunk-JRSHXSYG.js";
import "./chunk-B5S5ERRU.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-YGAR6IX4.js";
import "./chunk-TDAW46ID.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  retryStory
};
