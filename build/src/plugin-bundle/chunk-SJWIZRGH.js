import {
  daemonUrl,
  httpDaemonApi
} from "./chunk-MG3TXPRM.js";
import "./chunk-HIBP73VR.js";
import "./chunk-Q6K6M3O7.js";
import "./chunk-NZ7GWHGW.js";
import "./chunk-NBABJEAE.js";
import "./chunk-V57STGOB.js";
import "./chunk-W46PSUSI.js";
import "./chunk-4XKDIFGD.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-V3BWZ7UI.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  daemonUrl,
  httpDaemonApi
};
