import {
  loadConfig
} from "./chunk-LDF2TVLU.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-PEEMSMX7.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-ILL6XZJP.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
