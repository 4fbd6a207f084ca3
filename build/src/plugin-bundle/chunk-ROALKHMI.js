import {
  workerHookEntries
} from "./chunk-KGFPQFPW.js";
import "./chunk-ULHD23A5.js";
import "./chunk-D4LAC5UG.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  workerHookEntries
};
