import {
  environmentHolds,
  processRunning,
  processTable,
  psRunning,
  psTable
} from "./chunk-OQZA3UZN.js";
import "./chunk-YZFATT7X.js";
export {
  environmentHolds,
  processRunning,
  processTable,
  psRunning,
  psTable
};
