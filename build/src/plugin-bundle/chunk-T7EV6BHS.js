import {
  ManualClock,
  systemClock
} from "./chunk-WG7L56QK.js";
import "./chunk-YZFATT7X.js";
export {
  ManualClock,
  systemClock
};
