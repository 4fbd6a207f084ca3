import {
  parseLimit,
  parseSince
} from "./chunk-RIN7NU4J.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  parseLimit,
  parseSince
};
