import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-X2B2IGSC.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-AF6YNM63.js";
import "./chunk-4TCW4J5D.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-HNBL6S2E.js";
import "./chunk-LXD4A765.js";
import "./chunk-W46PSUSI.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  daemonUrl,
  httpDaemonApi
};
