import {
  createDispatcher,
  dispatchDegraded
} from "./chunk-E542EOJO.js";
import "./chunk-3TWDRPX7.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-F4B3RWAA.js";
import "./chunk-XC35OJS6.js";
import "./chunk-NBSKFNU6.js";
import "./chunk-Z5HVWJKN.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-C4BOMTJI.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-QR4OWHSN.js";
import "./chunk-YZPE5SJS.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-Z3HMKMUS.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-LDF2TVLU.js";
import "./chunk-KDI3WSDG.js";
import "./chunk-EBMVPUFC.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-PEEMSMX7.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-ILL6XZJP.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  createDispatcher,
  dispatchDegraded
};
