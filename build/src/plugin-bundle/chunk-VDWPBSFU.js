import {
  SETTINGS_FILE,
  installHooks
} from "./chunk-M3W5YRLR.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-YIVYDRAM.js";
import "./chunk-VF46JH6B.js";
import "./chunk-ULHD23A5.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-YZFATT7X.js";
export {
  SETTINGS_FILE,
  installHooks
};
