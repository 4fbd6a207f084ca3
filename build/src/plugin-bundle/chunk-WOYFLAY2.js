import {
  loadConfig
} from "./chunk-HBIXJ7ER.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-HP2RDOJG.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
