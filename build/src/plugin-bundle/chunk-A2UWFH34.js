import {
  getExchange
} from "./chunk-L7345J75.js";
import "./chunk-VAFYDGBG.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-3KSWOEMC.js";
import "./chunk-KWAIEQ2K.js";
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  getExchange
};
