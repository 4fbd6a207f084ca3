import {
  loadConfig
} from "./chunk-OYZ7FVVN.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-XM2ZVQLZ.js";
import "./chunk-GMGLZBHG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
