import {
  NeedsInput,
  hasMark,
  isCurrentSession,
  markFile,
  readNeedsInput,
  removeMark,
  writeMark
} from "./chunk-SQGJEYJL.js";
import "./chunk-RMMJFTH7.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
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
