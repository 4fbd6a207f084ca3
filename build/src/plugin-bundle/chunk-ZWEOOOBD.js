import {
  loadConfig
} from "./chunk-BCYHEONY.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
