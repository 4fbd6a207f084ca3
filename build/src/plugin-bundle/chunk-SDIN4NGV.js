import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-PXMBPDAB.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-AF6YNM63.js";
import "./chunk-GIIPVMV4.js";
import "./chunk-YVQ3KEUM.js";
import "./chunk-PLUKSV7Y.js";
import "./chunk-W46PSUSI.js";
import "./chunk-W5O4O7XM.js";
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
