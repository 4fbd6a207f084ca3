import {
  workersControlCommand
} from "./chunk-ILI57ZGX.js";
import "./chunk-PKB7GABL.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/workers-start.js
var workers_start_default = workersControlCommand("start");
export {
  workers_start_default as default
};
