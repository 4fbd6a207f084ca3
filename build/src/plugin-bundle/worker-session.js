import {
  isHeimdallCommand
} from "./chunk-XBUSBGI4.js";
import {
  isForgeHook
} from "./chunk-ULHD23A5.js";
import {
  diskFsView
} from "./chunk-OW7AFXAZ.js";
import {
  findContext,
  isRecord
} from "./chunk-P5S4LJ5B.js";
import "./chunk-QDSMWMN2.js";
import {
  isAgentName
} from "./chunk-CEHSRTBJ.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";

// dist/src/plugin/worker-session.js
import { join } from "node:path";
var SETTINGS_EVENT = {
  "pre-tool": "PreToolUse",
  stop: "Stop",
  "session-start": "SessionStart",
  notification: "Notification"
};
var OWNS = {
  "pre-tool": isHeimdallCommand,
  stop: isForgeHook("stop"),
  "session-start": isForgeHook("session-start"),
  notification: isForgeHook("notification")
};
var SETTINGS_FILES = [".claude/settings.json", ".claude/settings.local.json"];
function workerSession(facts) {
  const named = facts.env.FORGE_AGENT;
  if (named && !isAgentName(named))
    return { kind: "bad_agent", agent: named };
  const agent = named || trackedWorktreeAgent(facts);
  if (!agent)
    return { kind: "not_worker" };
  const file = settingsRegistering(facts.sessionDir, facts.event, facts.env.FORGE_SETTINGS);
  return file ? { kind: "registered", file } : { kind: "worker", agent };
}
function trackedWorktreeAgent(facts) {
  const found = findContext({ explicit: null, env: {}, cwd: facts.sessionDir, projectRoot: facts.projectRoot, realpath: diskFsView.realpath });
  return found?.context.agent ?? null;
}
function settingsRegistering(sessionDir, event, given) {
  for (const file of [...SETTINGS_FILES.map((relative) => join(sessionDir, ...relative.split("/"))), ...given ? [given] : []]) {
    if (hookCommands(diskFsView.readText(file), SETTINGS_EVENT[event]).some(OWNS[event]))
      return file;
  }
  return null;
}
function hookCommands(text, event) {
  if (text === null)
    return [];
  let settings;
  try {
    settings = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError)
      return [];
    throw error;
  }
  const groups = isRecord(settings) && isRecord(settings.hooks) ? settings.hooks[event] : null;
  if (!Array.isArray(groups))
    return [];
  return groups.flatMap((group) => isRecord(group) && Array.isArray(group.hooks) ? group.hooks : []).flatMap((hook) => isRecord(hook) && typeof hook.command === "string" ? [hook.command] : []);
}
export {
  workerSession
};
