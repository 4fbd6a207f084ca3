import {
  loadConfig
} from "./chunk-2GRJOTHS.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-PEEMSMX7.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-HP2RDOJG.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
