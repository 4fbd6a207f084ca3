import {
  runCompoundForeground,
  runShell,
  startCompoundDetached
} from "./chunk-G5XZR2SX.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-YISKQB2P.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  runCompoundForeground,
  runShell,
  startCompoundDetached
};
