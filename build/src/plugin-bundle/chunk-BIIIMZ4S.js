import {
  loadConfig
} from "./chunk-YB4VWPZJ.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-CBMEKXGJ.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
