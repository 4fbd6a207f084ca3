import {
  TranscriptService
} from "./chunk-SRNOGOZ3.js";
import "./chunk-KDCHFSQC.js";
import "./chunk-HV4HQN6V.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-CPMRLUAO.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-2TBVN567.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-P3WTEUVY.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-JEEXHUZ3.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  TranscriptService
};
