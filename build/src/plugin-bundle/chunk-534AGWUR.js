import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-YWDNTU7G.js";
import "./chunk-IOMAHX64.js";
import "./chunk-VDGUKLNQ.js";
import "./chunk-7ZA2VITM.js";
import "./chunk-AF6YNM63.js";
import "./chunk-W46PSUSI.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-YZPE5SJS.js";
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
