import {
  parseLimit,
  parseSince
} from "./chunk-FGWTWSP3.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-E4Q6A6JA.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  parseLimit,
  parseSince
};
