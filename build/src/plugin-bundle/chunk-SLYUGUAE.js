import {
  runCompoundForeground,
  runShell,
  startCompoundDetached
} from "./chunk-P3WTEUVY.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-JEEXHUZ3.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  runCompoundForeground,
  runShell,
  startCompoundDetached
};
