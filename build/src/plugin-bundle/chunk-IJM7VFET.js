import {
  SETTINGS_FILE,
  installHooks
} from "./chunk-TW6W35U2.js";
import "./chunk-I6P43FHE.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-ULHD23A5.js";
import "./chunk-YZFATT7X.js";
export {
  SETTINGS_FILE,
  installHooks
};
