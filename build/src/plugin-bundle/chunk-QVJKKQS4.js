import {
  STATUS_BYTE_BUDGET,
  STATUS_DEFAULT_LIMIT,
  STATUS_MAX_LIMIT,
  StatusItem,
  StatusView,
  compareRank,
  formatCursor,
  parseCursor,
  rankOf,
  sinceOf,
  statusView
} from "./chunk-KDCF4ET3.js";
import "./chunk-W46PSUSI.js";
import "./chunk-GDTDZ3SF.js";
import "./chunk-VM6A45NV.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  STATUS_BYTE_BUDGET,
  STATUS_DEFAULT_LIMIT,
  STATUS_MAX_LIMIT,
  StatusItem,
  StatusView,
  compareRank,
  formatCursor,
  parseCursor,
  rankOf,
  sinceOf,
  statusView
};
