import {
  NeedsInput,
  hasMark,
  isCurrentSession,
  markFile,
  readNeedsInput,
  removeMark,
  writeMark
} from "./chunk-JXK7UX5O.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-465MGB2C.js";
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
