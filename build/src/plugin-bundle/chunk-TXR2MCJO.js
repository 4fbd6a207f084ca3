import {
  findTool,
  runTool
} from "./chunk-C4PL4RAD.js";
import "./chunk-CPS2VGWE.js";
import "./chunk-YS3PM3VU.js";
import "./chunk-GJMH7367.js";
import "./chunk-V2JW4AR5.js";
import "./chunk-22AKA7KO.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-2SU34CL3.js";
import "./chunk-NT3U2NX7.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-RIN7NU4J.js";
import "./chunk-NXWTF3F4.js";
import "./chunk-TCWCC5T6.js";
import "./chunk-O7HNTOIZ.js";
import "./chunk-RP7OMMZV.js";
import "./chunk-C4BOMTJI.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-V57STGOB.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-47HZHB3E.js";
import "./chunk-XSN7AF7G.js";
import "./chunk-QXI7YH3K.js";
import "./chunk-WWJTEYSW.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-2TBVN567.js";
import "./chunk-6NIQPWL4.js";
import "./chunk-JDB2CX5X.js";
import "./chunk-PSIBRSLI.js";
import "./chunk-E26O7VLS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-4KBJAVZK.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-PEEMSMX7.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  findTool,
  runTool
};
