import {
  watchBroadcasts
} from "./chunk-FQNQ7SJ5.js";
import "./chunk-ZVDV4UVT.js";
import "./chunk-D6LPLHLO.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  watchBroadcasts
};
