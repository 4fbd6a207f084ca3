import {
  recordDegradedEnd
} from "./chunk-2LKOZXUK.js";
import "./chunk-CQY5BSMA.js";
import "./chunk-M3DNBEOC.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-JI6R5U34.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-5J427G2N.js";
import "./chunk-ONWPKX4J.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  recordDegradedEnd
};
