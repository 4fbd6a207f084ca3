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
} from "./chunk-774OVZEB.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-W46PSUSI.js";
import "./chunk-JJVVBB2U.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZV3RAMM.js";
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
