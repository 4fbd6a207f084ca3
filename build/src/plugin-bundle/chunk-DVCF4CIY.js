import {
  recordDegradedEnd
} from "./chunk-YVCFA5LI.js";
import "./chunk-3WFSBDHS.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-PJMYZ3AP.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-AF6YNM63.js";
import "./chunk-VF46JH6B.js";
import "./chunk-2TBVN567.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  recordDegradedEnd
};
