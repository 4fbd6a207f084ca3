import {
  installHooks
} from "./chunk-NONMS3C3.js";
import {
  forgeBin
} from "./chunk-2ROV757Q.js";
import {
  shellQuote
} from "./chunk-QR4ULOYC.js";
import {
  heimdallEntries
} from "./chunk-XBUSBGI4.js";
import {
  isForgeHook
} from "./chunk-ULHD23A5.js";
import {
  inProject
} from "./chunk-2H5I2D6R.js";
import {
  contextFile
} from "./chunk-MSTBUHMK.js";
import {
  managedWorkers
} from "./chunk-UILLDLYA.js";

// dist/src/workers/worker-settings.js
import { stat } from "node:fs/promises";
var STOP_TIMEOUT_MARGIN_S = 30;
var SESSION_START_TIMEOUT_S = 10;
var MANAGED_STOP_TIMEOUT_S = 86400;
var NOTIFICATION_TIMEOUT_S = 10;
function workerHookEntries(projectRoot, agent, config, bin = forgeBin()) {
  const tail = `--agent ${agent} --project ${shellQuote(projectRoot)}`;
  const stopTimeout = managedWorkers(config).includes(agent) ? MANAGED_STOP_TIMEOUT_S : Math.ceil(config.workers.idle_wait / 1e3) + STOP_TIMEOUT_MARGIN_S;
  return [
    { event: "Stop", command: `${shellQuote(bin)} hook stop ${tail}`, timeout: stopTimeout, owns: isForgeHook("stop") },
    { event: "SessionStart", command: `${shellQuote(bin)} hook session-start ${tail}`, timeout: SESSION_START_TIMEOUT_S, owns: isForgeHook("session-start") },
    { event: "Notification", command: `${shellQuote(bin)} hook notification ${tail}`, timeout: NOTIFICATION_TIMEOUT_S, owns: isForgeHook("notification") }
  ];
}
async function installWorkerSettings(projectRoot, agent, storyId, worktree, config) {
  if (!await isDirectory(worktree))
    return { kind: "no_worktree", worktree };
  const context = inProject(projectRoot, contextFile(agent, storyId));
  const entries = [...heimdallEntries({ context, project: projectRoot }), ...workerHookEntries(projectRoot, agent, config)];
  const result = await installHooks(worktree, entries);
  return { kind: result.changed ? "written" : "unchanged", file: result.file };
}
async function isDirectory(path) {
  try {
    return (await stat(path)).isDirectory();
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return false;
    throw error;
  }
}

export {
  workerHookEntries,
  installWorkerSettings
};
