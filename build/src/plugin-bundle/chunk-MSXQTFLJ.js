import {
  Duration,
  formatDuration,
  parseDuration
} from "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  Duration,
  formatDuration,
  parseDuration
};
