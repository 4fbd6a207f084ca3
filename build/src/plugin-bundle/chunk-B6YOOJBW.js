import {
  findTool,
  runTool
} from "./chunk-YEYIWCXW.js";
import "./chunk-USLRM3TV.js";
import "./chunk-B4JPRGVG.js";
import "./chunk-LPMKVVHN.js";
import "./chunk-22AKA7KO.js";
import "./chunk-GP45PHOM.js";
import "./chunk-GJMH7367.js";
import "./chunk-V2JW4AR5.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-3NLKV2GQ.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-2SU34CL3.js";
import "./chunk-RP4FQGUV.js";
import "./chunk-GJPSDOA5.js";
import "./chunk-J5ID6FXP.js";
import "./chunk-E26O7VLS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-TYGBCBIR.js";
import "./chunk-A7HH7J3D.js";
import "./chunk-57WUNIUN.js";
import "./chunk-KD7PAWWM.js";
import "./chunk-5VSXXROX.js";
import "./chunk-IL3ONRMF.js";
import "./chunk-C4BOMTJI.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-AY63KOYI.js";
import "./chunk-5WAE62CI.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-5FNMD7DM.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-KHK37AAN.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-KYS4X3DV.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  findTool,
  runTool
};
