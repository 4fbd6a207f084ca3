import {
  workersControlCommand
} from "./chunk-ILI57ZGX.js";
import "./chunk-PKB7GABL.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  workersControlCommand
};
