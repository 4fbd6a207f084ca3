import {
  WORKER_HOOKS_LOG,
  hookLog
} from "./chunk-74V7TVD4.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  WORKER_HOOKS_LOG,
  hookLog
};
