import {
  workersControlCommand
} from "./chunk-3TYA6GM5.js";
import "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/workers-start.js
var workers_start_default = workersControlCommand("start");
export {
  workers_start_default as default
};
