import {
  parseLimit,
  parseSince
} from "./chunk-DTR2H52B.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-YISKQB2P.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  parseLimit,
  parseSince
};
