import {
  SETTINGS_FILE,
  installHooks
} from "./chunk-MNBPER3R.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-ULHD23A5.js";
import "./chunk-YZFATT7X.js";
export {
  SETTINGS_FILE,
  installHooks
};
