import {
  SETTINGS_FILE,
  installHooks
} from "./chunk-NONMS3C3.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-TDAW46ID.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-ULHD23A5.js";
import "./chunk-YZFATT7X.js";
export {
  SETTINGS_FILE,
  installHooks
};
