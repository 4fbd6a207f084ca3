import {
  workersControlCommand
} from "./chunk-OPMPM5TD.js";
import "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/workers-start.js
var workers_start_default = workersControlCommand("start");
export {
  workers_start_default as default
};
