import {
  parseCursor,
  searchExchanges
} from "./chunk-A7HH7J3D.js";
import "./chunk-57WUNIUN.js";
import "./chunk-5VSXXROX.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-KYS4X3DV.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  parseCursor,
  searchExchanges
};
