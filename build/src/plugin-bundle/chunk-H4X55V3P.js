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
} from "./chunk-JQBW5OOH.js";
import "./chunk-W46PSUSI.js";
import "./chunk-2ZECINIR.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-CHURQFXZ.js";
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
