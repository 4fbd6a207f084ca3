import {
  isForgeHook
} from "./chunk-ULHD23A5.js";
import {
  forgeBin
} from "./chunk-D4LAC5UG.js";
import {
  shellQuote
} from "./chunk-3HRL5VYN.js";
import {
  managedWorkers
} from "./chunk-EGGF3NBR.js";

// dist/src/workers/worker-settings.js
var STOP_TIMEOUT_MARGIN_S = 30;
var SESSION_START_TIMEOUT_S = 10;
var MANAGED_STOP_TIMEOUT_S = 86400;
var NOTIFICATION_TIMEOUT_S = 10;
function workerHookEntries(projectRoot, agent, config, bin = forgeBin()) {
  const tail = `${agent ? `--agent ${agent} ` : ""}--project ${shellQuote(projectRoot)}`;
  const stopTimeout = agent && managedWorkers(config).includes(agent) ? MANAGED_STOP_TIMEOUT_S : Math.ceil(config.workers.idle_wait / 1e3) + STOP_TIMEOUT_MARGIN_S;
  return [
    { event: "Stop", command: `${shellQuote(bin)} hook stop ${tail}`, timeout: stopTimeout, owns: isForgeHook("stop") },
    ...agent ? [
      {
        event: "SessionStart",
        command: `${shellQuote(bin)} hook session-start ${tail}`,
        timeout: SESSION_START_TIMEOUT_S,
        owns: isForgeHook("session-start")
      }
    ] : [],
    { event: "Notification", command: `${shellQuote(bin)} hook notification ${tail}`, timeout: NOTIFICATION_TIMEOUT_S, owns: isForgeHook("notification") }
  ];
}

export {
  workerHookEntries
};
