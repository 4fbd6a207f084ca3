import {
  recordNotification
} from "./chunk-JFJZBHPT.js";
import "./chunk-HSUGBURF.js";
import "./chunk-VF46JH6B.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  recordNotification
};
