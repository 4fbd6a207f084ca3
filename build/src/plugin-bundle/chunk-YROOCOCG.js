import {
  loadConfig
} from "./chunk-KHK37AAN.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
