import {
  workerSessionStart
} from "./chunk-YPGMWS3G.js";
import "./chunk-6LTEZ4QC.js";
import "./chunk-5LOULQRQ.js";
import "./chunk-Q7W55LQA.js";
import "./chunk-4DQAAMPB.js";
import "./chunk-ONWPKX4J.js";
import "./chunk-G57OUFMF.js";
import "./chunk-HLWP23XC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-WWRLA7TE.js";
import "./chunk-TFU6VN56.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-CSNSZUFI.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-EKTOFPDF.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  workerSessionStart
};
