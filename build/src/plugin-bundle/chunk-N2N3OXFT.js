import {
  runCompoundForeground,
  runShell,
  startCompoundDetached
} from "./chunk-IIFQZTPI.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-E4Q6A6JA.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  runCompoundForeground,
  runShell,
  startCompoundDetached
};
