import {
  workerSessionStart
} from "./chunk-4K67H6UK.js";
import "./chunk-NOJMCEDM.js";
import "./chunk-J5Z4FF4T.js";
import "./chunk-Q7W55LQA.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-G57OUFMF.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-WODHW2AT.js";
import "./chunk-DVXXGNJS.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  workerSessionStart
};
