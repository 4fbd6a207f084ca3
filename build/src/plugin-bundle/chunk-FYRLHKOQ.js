import {
  SETTINGS_FILE,
  installHooks
} from "./chunk-JOCJSBR4.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-YIVYDRAM.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-ULHD23A5.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-YZFATT7X.js";
export {
  SETTINGS_FILE,
  installHooks
};
