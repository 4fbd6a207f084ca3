import {
  WORKER_HOOKS_LOG,
  hookLog
} from "./chunk-X3KHE65L.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  WORKER_HOOKS_LOG,
  hookLog
};
