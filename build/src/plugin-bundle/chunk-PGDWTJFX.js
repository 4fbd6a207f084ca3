import {
  SESSION_START_MAX_CHARS,
  inboxCounts,
  sessionStartText
} from "./chunk-GUD5GEBO.js";
import "./chunk-Q76OL4ZR.js";
import "./chunk-YVQ3KEUM.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  SESSION_START_MAX_CHARS,
  inboxCounts,
  sessionStartText
};
