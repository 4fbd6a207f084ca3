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
} from "./chunk-PWQ4E3JG.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-RMGIHFYB.js";
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
