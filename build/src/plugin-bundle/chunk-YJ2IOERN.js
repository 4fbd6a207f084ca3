import {
  SETTINGS_FILE,
  installHooks
} from "./chunk-533GHPHD.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-MXI3ZAC5.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-ULHD23A5.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-YZFATT7X.js";
export {
  SETTINGS_FILE,
  installHooks
};
