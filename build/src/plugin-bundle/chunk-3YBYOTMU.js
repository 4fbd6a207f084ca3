import {
  loadConfig
} from "./chunk-4J3MNO4F.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-OV3IXWCS.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  loadConfig
};
