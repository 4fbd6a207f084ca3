import {
  parseCursor,
  readBody,
  searchExchanges
} from "./chunk-DXUA6A3P.js";
import "./chunk-ZLYBU6VC.js";
import "./chunk-AHQM4LWI.js";
import "./chunk-ONWPKX4J.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  parseCursor,
  readBody,
  searchExchanges
};
