import {
  runCompoundForeground,
  runShell,
  startCompoundDetached
} from "./chunk-BZL6KKZX.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  runCompoundForeground,
  runShell,
  startCompoundDetached
};
