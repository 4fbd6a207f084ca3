import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-DBA3UG44.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-AF6YNM63.js";
import "./chunk-ZZST5HBF.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-4RICD4WI.js";
import "./chunk-W46PSUSI.js";
import "./chunk-V6W32NSC.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  daemonUrl,
  httpDaemonApi
};
