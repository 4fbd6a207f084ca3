import {
  clientConfig
} from "./chunk-5FNMD7DM.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-KHK37AAN.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  clientConfig
};
