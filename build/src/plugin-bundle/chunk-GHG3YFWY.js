import {
  SETTINGS_FILE,
  installHooks
} from "./chunk-7BDZJCGM.js";
import "./chunk-TDAW46ID.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-ULHD23A5.js";
import "./chunk-YZFATT7X.js";
export {
  SETTINGS_FILE,
  installHooks
};
