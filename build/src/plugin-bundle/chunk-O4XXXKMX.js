import {
  TranscriptService
} from "./chunk-YQOOY34A.js";
import "./chunk-GNZLBU24.js";
import "./chunk-HV4HQN6V.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-O7HNTOIZ.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-D3Q7J7EP.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  TranscriptService
};
