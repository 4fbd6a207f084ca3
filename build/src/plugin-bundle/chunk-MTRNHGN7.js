import {
  loadConfig
} from "./chunk-QXI7YH3K.js";
import "./chunk-WWJTEYSW.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-PEEMSMX7.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
