import {
  TranscriptService
} from "./chunk-M6J6V7UV.js";
import "./chunk-MIZR3GWG.js";
import "./chunk-IF4UFLCJ.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-TJRDZNU3.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-URRWOQKU.js";
import "./chunk-57WUNIUN.js";
import "./chunk-5VSXXROX.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-NMH4D5KW.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LGZY7E3R.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-KYS4X3DV.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  TranscriptService
};
