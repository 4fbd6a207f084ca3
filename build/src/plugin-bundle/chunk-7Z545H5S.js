import {
  activeWorktrees
} from "./chunk-BIFVX2K7.js";
import "./chunk-EGNWGQWN.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-HLZXS5BH.js";
import "./chunk-V57STGOB.js";
import "./chunk-ADAZ7S66.js";
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
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  activeWorktrees
};
