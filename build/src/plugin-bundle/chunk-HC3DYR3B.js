import {
  clientConfig
} from "./chunk-WODHW2AT.js";
import "./chunk-DVXXGNJS.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  clientConfig
};
