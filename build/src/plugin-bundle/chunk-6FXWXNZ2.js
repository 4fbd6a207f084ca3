import {
  BLOCKING_SIGNALS,
  pickNext
} from "./chunk-IA4CDYOL.js";
import "./chunk-EGNWGQWN.js";
import "./chunk-WNRBVBOT.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-22AKA7KO.js";
import "./chunk-HLZXS5BH.js";
import "./chunk-ODBVGG23.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-V57STGOB.js";
import "./chunk-6ULKFXEW.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-2TBVN567.js";
import "./chunk-QBHKEVBQ.js";
import "./chunk-4XKDIFGD.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-V3BWZ7UI.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-3KSWOEMC.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  BLOCKING_SIGNALS,
  pickNext
};
