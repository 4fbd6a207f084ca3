import {
  parseLimit,
  parseSince
} from "./chunk-24Q4VPTS.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  parseLimit,
  parseSince
};
