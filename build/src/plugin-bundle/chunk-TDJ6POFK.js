import {
  runCompoundForeground,
  runShell,
  startCompoundDetached
} from "./chunk-SU4J65G6.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-KWAIEQ2K.js";
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";
export {
  runCompoundForeground,
  runShell,
  startCompoundDetached
};
