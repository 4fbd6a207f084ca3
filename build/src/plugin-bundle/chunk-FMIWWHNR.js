import {
  runCompoundForeground,
  runShell,
  startCompoundDetached
} from "./chunk-D3Q7J7EP.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  runCompoundForeground,
  runShell,
  startCompoundDetached
};
