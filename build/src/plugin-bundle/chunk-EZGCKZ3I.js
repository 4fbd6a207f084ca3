import {
  workerHookEntries
} from "./chunk-3TH3S5HE.js";
import "./chunk-ULHD23A5.js";
import "./chunk-3JHFAYOP.js";
import "./chunk-HLWP23XC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-EKTOFPDF.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  workerHookEntries
};
