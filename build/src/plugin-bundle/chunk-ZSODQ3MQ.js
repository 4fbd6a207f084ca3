import {
  NeedsInput,
  hasMark,
  isCurrentSession,
  markFile,
  readNeedsInput,
  removeMark,
  writeMark
} from "./chunk-R4665AHH.js";
import "./chunk-TDAW46ID.js";
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
