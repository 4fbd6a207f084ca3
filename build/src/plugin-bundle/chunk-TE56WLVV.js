import {
  loadConfig
} from "./chunk-O72WC2SV.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-WWRXUTTK.js";
import "./chunk-W7AY62DF.js";
import "./chunk-GMGLZBHG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
