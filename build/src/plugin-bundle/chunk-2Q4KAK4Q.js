import {
  workerSessionStart
} from "./chunk-B4LBZ6T5.js";
import "./chunk-NOJMCEDM.js";
import "./chunk-3GQU5PKK.js";
import "./chunk-Q7W55LQA.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-G57OUFMF.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-ZI52SV76.js";
import "./chunk-OYZ7FVVN.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-XM2ZVQLZ.js";
import "./chunk-GMGLZBHG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  workerSessionStart
};
