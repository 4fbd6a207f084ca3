import {
  watchBroadcasts
} from "./chunk-RJZEV2XT.js";
import "./chunk-3UDTMUC2.js";
import "./chunk-D6LPLHLO.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  watchBroadcasts
};
