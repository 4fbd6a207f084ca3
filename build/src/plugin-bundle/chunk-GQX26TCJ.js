import {
  recordNotification
} from "./chunk-GITO22D4.js";
import "./chunk-EQL2VOND.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  recordNotification
};
