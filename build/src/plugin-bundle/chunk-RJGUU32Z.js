import {
  SESSION_START_MAX_CHARS,
  inboxCounts,
  sessionStartText
} from "./chunk-EMSUXIOA.js";
import "./chunk-2LPBD34Y.js";
import "./chunk-IGCE3PVI.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-APORTJVU.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  SESSION_START_MAX_CHARS,
  inboxCounts,
  sessionStartText
};
