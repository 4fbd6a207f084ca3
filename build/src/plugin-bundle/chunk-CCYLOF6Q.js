import {
  STATUS_BYTE_BUDGET,
  STATUS_DEFAULT_LIMIT,
  STATUS_MAX_LIMIT,
  StatusItem,
  StatusView,
  StoryDetail,
  compareRank,
  formatCursor,
  parseCursor,
  rankOf,
  sinceOf,
  statusView,
  storyDetail
} from "./chunk-JDDLJOME.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  STATUS_BYTE_BUDGET,
  STATUS_DEFAULT_LIMIT,
  STATUS_MAX_LIMIT,
  StatusItem,
  StatusView,
  StoryDetail,
  compareRank,
  formatCursor,
  parseCursor,
  rankOf,
  sinceOf,
  statusView,
  storyDetail
};
