import {
  loadConfig
} from "./chunk-TFU6VN56.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-CSNSZUFI.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-EKTOFPDF.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
