import {
  SESSION_START_MAX_CHARS,
  inboxCounts,
  sessionStartText
} from "./chunk-UCUPRJOP.js";
import "./chunk-NMH4D5KW.js";
import "./chunk-HDC6FNAP.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-APORTJVU.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  SESSION_START_MAX_CHARS,
  inboxCounts,
  sessionStartText
};
