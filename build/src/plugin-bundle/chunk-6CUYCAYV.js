import {
  workersControlCommand
} from "./chunk-BXHAOG5S.js";
import "./chunk-PZO625G3.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/workers-start.js
var workers_start_default = workersControlCommand("start");
export {
  workers_start_default as default
};
