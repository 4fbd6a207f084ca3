import {
  parseCursor,
  searchExchanges
} from "./chunk-NXWTF3F4.js";
import "./chunk-O7HNTOIZ.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  parseCursor,
  searchExchanges
};
