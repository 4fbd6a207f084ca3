import {
  NeedsInput,
  hasMark,
  isCurrentSession,
  markFile,
  readNeedsInput,
  removeMark,
  writeMark
} from "./chunk-PNXGZVMR.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  NeedsInput,
  hasMark,
  isCurrentSession,
  markFile,
  readNeedsInput,
  removeMark,
  writeMark
};
