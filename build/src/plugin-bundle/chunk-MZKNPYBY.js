import {
  clientConfig
} from "./chunk-ELYTFZPC.js";
import "./chunk-4J3MNO4F.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-OV3IXWCS.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  clientConfig
};
