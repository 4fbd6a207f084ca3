import {
  TranscriptService
} from "./chunk-FHMHRFYV.js";
import "./chunk-OIOLK6PA.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-HV4HQN6V.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-VAFYDGBG.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-2TBVN567.js";
import "./chunk-SU4J65G6.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-KWAIEQ2K.js";
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  TranscriptService
};
