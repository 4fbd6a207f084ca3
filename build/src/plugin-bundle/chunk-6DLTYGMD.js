import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-FCSCJHHG.js";
import "./chunk-DAGCVAOL.js";
import "./chunk-JQBW5OOH.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-AF6YNM63.js";
import "./chunk-W46PSUSI.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-2ZECINIR.js";
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
