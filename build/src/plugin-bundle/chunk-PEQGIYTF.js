import {
  parseLimit,
  parseSince
} from "./chunk-KNQEH4ZD.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-JEEXHUZ3.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  parseLimit,
  parseSince
};
