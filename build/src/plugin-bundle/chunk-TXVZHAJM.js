import {
  SETTINGS_FILE,
  installHooks
} from "./chunk-4HA3FQ4M.js";
import "./chunk-RMMJFTH7.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-ULHD23A5.js";
import "./chunk-YZFATT7X.js";
export {
  SETTINGS_FILE,
  installHooks
};
