import {
  watchBroadcasts
} from "./chunk-DWO4SOTC.js";
import "./chunk-SA3DTT5T.js";
import "./chunk-D6LPLHLO.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  watchBroadcasts
};
