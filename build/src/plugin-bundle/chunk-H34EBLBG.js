import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-7YNWGAUU.js";
import "./chunk-YZPLQN5O.js";
import "./chunk-Q6K6M3O7.js";
import "./chunk-B2PSZWPN.js";
import "./chunk-AF6YNM63.js";
import "./chunk-V57STGOB.js";
import "./chunk-W46PSUSI.js";
import "./chunk-4KBJAVZK.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  daemonUrl,
  httpDaemonApi
};
