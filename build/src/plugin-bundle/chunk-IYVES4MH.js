import {
  MIN_NODE,
  configCheck,
  daemonCheck,
  daemonNote,
  foldersCheck,
  heimdallCheck,
  inotifyCheck,
  invalidTasksCheck,
  labRelayCheck,
  nodeCheck,
  portCheck,
  privacyCheck,
  strayClaimsCheck,
  taskWarningsCheck,
  transcriptsCheck
} from "./chunk-S56ZHGKZ.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  MIN_NODE,
  configCheck,
  daemonCheck,
  daemonNote,
  foldersCheck,
  heimdallCheck,
  inotifyCheck,
  invalidTasksCheck,
  labRelayCheck,
  nodeCheck,
  portCheck,
  privacyCheck,
  strayClaimsCheck,
  taskWarningsCheck,
  transcriptsCheck
};
