import {
  runCompoundForeground,
  runShell,
  startCompoundDetached
} from "./chunk-LPWFHXNZ.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  runCompoundForeground,
  runShell,
  startCompoundDetached
};
