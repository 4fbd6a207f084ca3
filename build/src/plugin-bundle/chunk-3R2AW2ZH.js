import {
  watchBroadcasts
} from "./chunk-T3Z7BXNZ.js";
import "./chunk-ECLKT6IR.js";
import "./chunk-D6LPLHLO.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  watchBroadcasts
};
