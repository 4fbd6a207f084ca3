import {
  clientConfig
} from "./chunk-Z3HMKMUS.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-LDF2TVLU.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-PEEMSMX7.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-ILL6XZJP.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  clientConfig
};
