import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-GUDFFI4I.js";
import "./chunk-GZACUE5S.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-2EAFXBY3.js";
import "./chunk-AF6YNM63.js";
import "./chunk-W46PSUSI.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-CHP7LM7L.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  daemonUrl,
  httpDaemonApi
};
