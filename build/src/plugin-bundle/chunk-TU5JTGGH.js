import {
  recordDegradedEnd
} from "./chunk-DYNNYJK4.js";
import "./chunk-5DYBSG4I.js";
import "./chunk-DAT4PUEV.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-NZ7GWHGW.js";
import "./chunk-LM6IVXWV.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-HLZXS5BH.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-2TBVN567.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-V3BWZ7UI.js";
import "./chunk-APORTJVU.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  recordDegradedEnd
};
