import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-2THEM5AT.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-AF6YNM63.js";
import "./chunk-WJDVEQQZ.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-774OVZEB.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-W46PSUSI.js";
import "./chunk-JJVVBB2U.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  daemonUrl,
  httpDaemonApi
};
