import {
  environmentHolds,
  processRunning,
  processTable,
  psRunning,
  psTable
} from "./chunk-723SR37U.js";
import "./chunk-TOKAIHTZ.js";
import "./chunk-YZFATT7X.js";
export {
  environmentHolds,
  processRunning,
  processTable,
  psRunning,
  psTable
};
