import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-4TCJZCMH.js";
import "./chunk-Z7UXLIVO.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-6FJBMQWY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-W46PSUSI.js";
import "./chunk-IGCE3PVI.js";
import "./chunk-4VYHSS3S.js";
import "./chunk-VM6A45NV.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  daemonUrl,
  httpDaemonApi
};
