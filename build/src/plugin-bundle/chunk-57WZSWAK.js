import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-AAIDAHAL.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-AF6YNM63.js";
import "./chunk-6MF6QKEU.js";
import "./chunk-YVQ3KEUM.js";
import "./chunk-DVOL6HWH.js";
import "./chunk-W46PSUSI.js";
import "./chunk-4M52ZYMW.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  daemonUrl,
  httpDaemonApi
};
