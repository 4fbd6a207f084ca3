import {
  getExchange
} from "./chunk-B4E4CBKF.js";
import "./chunk-AHQM4LWI.js";
import "./chunk-AF6YNM63.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  getExchange
};
