import {
  watchBroadcasts
} from "./chunk-4AOK4CCT.js";
import "./chunk-DE6TTTNU.js";
import "./chunk-KWQMMKFM.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";
export {
  watchBroadcasts
};
