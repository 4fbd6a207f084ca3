import {
  parseCursor,
  searchExchanges
} from "./chunk-LF7C2BSD.js";
import "./chunk-5ZJGHV4I.js";
import "./chunk-WOKPV4IV.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-E4Q6A6JA.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  parseCursor,
  searchExchanges
};
