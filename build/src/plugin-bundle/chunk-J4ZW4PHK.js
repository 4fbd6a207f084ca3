import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-QELVLYPF.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-AF6YNM63.js";
import "./chunk-CXV3PIRA.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-JDDLJOME.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  daemonUrl,
  httpDaemonApi
};
