import {
  handOff
} from "./chunk-CQLQ7RBA.js";
import "./chunk-XSPBXC4N.js";
import "./chunk-ODBVGG23.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-V57STGOB.js";
import "./chunk-F3DZ52RS.js";
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
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  handOff
};
