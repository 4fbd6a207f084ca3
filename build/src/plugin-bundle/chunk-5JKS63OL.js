import {
  runCompoundForeground,
  runShell,
  startCompoundDetached
} from "./chunk-LGZY7E3R.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-KYS4X3DV.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  runCompoundForeground,
  runShell,
  startCompoundDetached
};
