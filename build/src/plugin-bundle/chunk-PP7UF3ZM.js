import {
  parseLimit,
  parseSince
} from "./chunk-TYGBCBIR.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-KYS4X3DV.js";
import "./chunk-465MGB2C.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  parseLimit,
  parseSince
};
