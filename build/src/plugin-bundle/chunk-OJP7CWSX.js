import {
  isInside
} from "./chunk-MW3MWNWP.js";
import {
  isAgentName,
  isStoryId
} from "./chunk-CEHSRTBJ.js";
import {
  CONFIG_DIR,
  OUTPUT_DIR,
  TRACKING_FILE,
  agentInbox,
  contextFile
} from "./chunk-YZV3RAMM.js";

// dist/src/heimdall/context.js
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";

// dist/src/heimdall/hook-input.js
function parseHookInput(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError)
      return `the hook input is not JSON (${error.message})`;
    throw error;
  }
  if (!isRecord(value))
    return "the hook input is not a JSON object";
  if (typeof value.tool_name !== "string")
    return "the hook input has no tool_name";
  return {
    event: typeof value.hook_event_name === "string" ? value.hook_event_name : "PreToolUse",
    toolName: value.tool_name,
    toolInput: isRecord(value.tool_input) ? value.tool_input : {},
    cwd: typeof value.cwd === "string" && value.cwd !== "" ? value.cwd : null,
    sessionId: typeof value.session_id === "string" ? value.session_id : null,
    toolUseId: typeof value.tool_use_id === "string" && value.tool_use_id !== "" ? value.tool_use_id : null
  };
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function stringField(input, ...names) {
  for (const name of names) {
    const value = input[name];
    if (typeof value === "string" && value !== "")
      return value;
  }
  return null;
}

// dist/src/heimdall/context.js
var STATE_PRIORITY = ["picked_up", "handed_off", "submitted"];
function findContext(options) {
  const given = options.explicit ?? options.env.FORGE_CONTEXT ?? null;
  if (given) {
    const file = resolve(options.cwd ?? ".", given);
    const context = readContext(file);
    if (context)
      return { context, file, projectRoot: projectRootOfContext(file) ?? options.projectRoot };
  }
  const root = options.projectRoot ?? (given ? projectRootOfContext(resolve(given)) : null);
  if (!root)
    return null;
  const agent = options.env.FORGE_AGENT;
  if (agent)
    return isAgentName(agent) ? claimedContext(root, agent, options.sessionId ?? null) : null;
  if (!options.cwd)
    return null;
  return matchByWorktree(root, options.realpath(options.cwd), options.realpath);
}
var RELEASED = [".confirmed", ".orphaned", ".timeout", ".escalation"];
function claimedContext(root, agent, sessionId) {
  const inbox = join(root, ...agentInbox(agent).split("/"));
  let names;
  try {
    names = readdirSync(inbox);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return null;
    throw error;
  }
  const present = new Set(names);
  let best = null;
  for (const name of names) {
    if (!name.endsWith(".picked-up"))
      continue;
    const id = name.slice(0, -".picked-up".length);
    if (!isStoryId(id) || RELEASED.some((signal) => present.has(`${id}${signal}`)))
      continue;
    const file = join(inbox, `${id}.context.json`);
    const context = readContext(file);
    if (!context)
      continue;
    const claim = readText(join(inbox, name)) ?? "";
    const own = sessionId !== null && signalField(claim, "session_id") === sessionId;
    const at = signalField(claim, "at") ?? "";
    if (!best || own && !best.own || own === best.own && at > best.at)
      best = { found: { context, file, projectRoot: root }, own, at };
  }
  return best?.found ?? null;
}
function signalField(text, key) {
  const match = new RegExp(`^${key}:\\s*(.*)$`, "m").exec(text);
  return match ? match[1].trim().replace(/^(['"])(.*)\1$/, "$2") : null;
}
function projectRootOfContext(file) {
  const marker = `${sep}${OUTPUT_DIR}${sep}worker-inbox${sep}`;
  const at = file.lastIndexOf(marker);
  return at > 0 ? file.slice(0, at) : null;
}
function matchByWorktree(root, cwd, realpath) {
  const tracking = readJson(join(root, ...TRACKING_FILE.split("/")));
  const tasks = isRecord(tracking) && isRecord(tracking.tasks) ? tracking.tasks : {};
  let best = null;
  for (const [id, entry] of Object.entries(tasks)) {
    if (!isRecord(entry) || typeof entry.agent !== "string" || typeof entry.state !== "string")
      continue;
    const rank = STATE_PRIORITY.indexOf(entry.state);
    if (rank < 0 || !isStoryId(id) || !isAgentName(entry.agent))
      continue;
    const file = join(root, ...contextFile(entry.agent, id).split("/"));
    const context = readContext(file);
    if (!context)
      continue;
    const worktree = realpath(context.worktree_path);
    if (!isInside(cwd, worktree))
      continue;
    const depth = worktree.length;
    if (!best || depth > best.depth || depth === best.depth && rank < best.rank)
      best = { found: { context, file, projectRoot: root }, depth, rank };
  }
  return best?.found ?? null;
}
function readContext(file) {
  const value = readJson(file);
  return asTaskContext(value);
}
function asTaskContext(value) {
  if (!isRecord(value))
    return null;
  const { story_id, agent, worktree_path, assigned_branch, handoff_dir, has_db_migration, has_api_changes, allowed_paths } = value;
  if (typeof story_id !== "string" || !isStoryId(story_id))
    return null;
  if (typeof agent !== "string" || !isAgentName(agent))
    return null;
  if (typeof worktree_path !== "string" || typeof handoff_dir !== "string")
    return null;
  if (assigned_branch !== null && typeof assigned_branch !== "string")
    return null;
  if (typeof has_db_migration !== "boolean" || typeof has_api_changes !== "boolean")
    return null;
  if (!Array.isArray(allowed_paths) || !allowed_paths.every((p) => typeof p === "string"))
    return null;
  return { story_id, agent, worktree_path, assigned_branch, handoff_dir, has_db_migration, has_api_changes, allowed_paths };
}
function readText(file) {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR" || code === "EACCES")
      return null;
    throw error;
  }
}
function readJson(file) {
  const text = readText(file);
  if (text === null)
    return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError)
      return null;
    throw error;
  }
}
function findProjectRoot(named, cwd) {
  if (named)
    return resolve(named);
  for (let dir = cwd ? resolve(cwd) : null; dir; dir = dirname(dir) === dir ? null : dirname(dir)) {
    if (existsSync(join(dir, OUTPUT_DIR)) || existsSync(join(dir, CONFIG_DIR)))
      return dir;
  }
  return null;
}

export {
  parseHookInput,
  isRecord,
  stringField,
  findContext,
  projectRootOfContext,
  readContext,
  asTaskContext,
  findProjectRoot
};
