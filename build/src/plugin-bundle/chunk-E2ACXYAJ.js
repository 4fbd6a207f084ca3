import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-AVDNKRGR.js";
import "./chunk-NUFLZEDF.js";
import "./chunk-JMYUQ3PH.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-AF6YNM63.js";
import "./chunk-W46PSUSI.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-5WAE62CI.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  daemonUrl,
  httpDaemonApi
};
