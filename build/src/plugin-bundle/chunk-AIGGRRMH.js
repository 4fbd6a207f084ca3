import {
  clientConfig
} from "./chunk-ZLT7ZYG3.js";
import "./chunk-YB4VWPZJ.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-CBMEKXGJ.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  clientConfig
};
