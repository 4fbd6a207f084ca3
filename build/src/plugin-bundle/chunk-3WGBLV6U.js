import {
  clientConfig
} from "./chunk-XSN7AF7G.js";
import "./chunk-QXI7YH3K.js";
import "./chunk-WWJTEYSW.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-PEEMSMX7.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  clientConfig
};
