import {
  taskFileWarnings
} from "./chunk-NBFIEAUL.js";
import "./chunk-C7BY72KZ.js";
import {
  readRelayState
} from "./chunk-OPXWESIO.js";
import {
  LOCK_STALE_MS,
  isAlive,
  readOwner
} from "./chunk-55PPDJ72.js";
import {
  daemonUrl
} from "./chunk-QELVLYPF.js";
import {
  fetchFailure,
  fetchWithin
} from "./chunk-VDGUKLNQ.js";
import {
  claudeProjectsDir
} from "./chunk-RTS4GTJ5.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import {
  activeWorktrees
} from "./chunk-C55ZCAJB.js";
import "./chunk-FDHFX2U6.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-H2E55P6B.js";
import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";
import {
  readTracking
} from "./chunk-B5S5ERRU.js";
import {
  pathExists
} from "./chunk-6TUQ6O5T.js";
import {
  listAgents,
  listInbox
} from "./chunk-YGAR6IX4.js";
import {
  StatusSummary
} from "./chunk-CXV3PIRA.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  SETTINGS_FILE
} from "./chunk-NONMS3C3.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-TDAW46ID.js";
import "./chunk-OI4A2F5A.js";
import {
  parseFrontMatter
} from "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import {
  loadConfig
} from "./chunk-4J3MNO4F.js";
import "./chunk-JDDLJOME.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import {
  HEIMDALL_MATCHERS,
  isHeimdallCommand
} from "./chunk-XBUSBGI4.js";
import "./chunk-ULHD23A5.js";
import "./chunk-OV3IXWCS.js";
import {
  renderDiagnostic
} from "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import {
  readForgeToken
} from "./chunk-DVQOKHBY.js";
import "./chunk-G6RW7TDQ.js";
import {
  inProject,
  protocolPath
} from "./chunk-2H5I2D6R.js";
import {
  BROADCASTS_DIR,
  CONFIG_DIR,
  DAEMON_LOCK,
  DAEMON_OWNER,
  EXCHANGES_DIR,
  HANDOFFS_DIR,
  INBOX_DIR,
  OUTPUT_DIR,
  signalFile,
  taskFile
} from "./chunk-MSTBUHMK.js";
import {
  DEFAULT_WORKER_COMMAND,
  managedWorkers,
  rosterOf
} from "./chunk-UILLDLYA.js";
import {
  formatDuration
} from "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/doctor/checks.js
var ok = (check, message) => ({ check, status: "OK", message });
var warn = (check, message, fix) => ({ check, status: "WARN", message, fix });
var fail = (check, message, fix) => ({ check, status: "FAIL", message, fix });
var MIN_NODE = [20, 19];
function nodeCheck(version) {
  const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
  const enough = major > MIN_NODE[0] || major === MIN_NODE[0] && minor >= MIN_NODE[1];
  return enough ? ok("node", `Node ${version} (>= ${MIN_NODE.join(".")})`) : fail("node", `Node ${version} is older than ${MIN_NODE.join(".")}`, `install Node ${MIN_NODE.join(".")} or newer (nodejs.org, or your version manager)`);
}
function configCheck(loaded) {
  if (loaded.errors.length > 0) {
    return fail("config", loaded.errors.map(renderDiagnostic).join("; "), "fix that key at that line (forge init shows every key with its default in _vibe-chain/config.toml)");
  }
  if (loaded.warnings.length > 0)
    return warn("config", loaded.warnings.map(renderDiagnostic).join("; "), "rename or remove the unknown key");
  return ok("config", loaded.files.length === 0 ? "no config file: every default applies" : `parses: ${loaded.files.join(", ")}`);
}
function foldersCheck(folders) {
  const broken = folders.filter((f) => f.state === "not_a_folder" || f.state === "not_writable");
  if (broken.length > 0) {
    const what = broken.map((f) => `${f.path} ${f.state === "not_a_folder" ? "is not a folder" : `is not writable${f.detail ? ` (${f.detail})` : ""}`}`);
    return fail("folders", what.join("; "), "make each a writable folder (move a file that stands in its place; chmod u+w)");
  }
  const missing = folders.filter((f) => f.state === "missing");
  if (missing.length > 0)
    return warn("folders", `missing: ${missing.map((f) => f.path).join(", ")}`, "run forge init (the daemon also creates worker-inbox/ and handoffs/ when it starts)");
  return ok("folders", `writable: ${folders.map((f) => f.path).join(", ")}`);
}
function daemonCheck(facts) {
  const { lockAgeMs, owner } = facts;
  if (lockAgeMs === null)
    return warn("daemon", "no daemon is running on this project", "start one: forge start (npm start runs it on the example project)");
  const who = owner ? `pid ${owner.pid} on ${owner.host}, since ${owner.since}` : "owner unknown";
  if (owner && owner.host !== facts.thisHost) {
    return lockAgeMs < facts.staleMs ? ok("daemon", `running on another host (${who}); lock fresh`) : fail("daemon", `stale lock (${who}), last refreshed ${formatDuration(lockAgeMs)} ago`, "forge start takes a lock over once it is stale");
  }
  if (owner && facts.ownerAlive === false)
    return fail("daemon", `stale lock: ${who} is not running`, "forge start takes it over at once; or remove _vibe-chain-output/.forge-daemon.lock");
  if (lockAgeMs >= facts.staleMs)
    return fail("daemon", `stale lock (${who}): last refreshed ${formatDuration(lockAgeMs)} ago`, "stop the hung daemon if there is one; forge start takes the lock over once it is stale");
  return ok("daemon", `running (${who}); lock fresh`);
}
function portCheck(address, port, state) {
  const where = `${address}:${port}`;
  switch (state.kind) {
    case "free":
      return ok("port", `${where} is free for the HTTP API`);
    case "ours":
      return ok("port", `${where} is this project's daemon`);
    case "other-forge":
      return fail("port", `${where} is taken by the forge daemon of project ${state.projectId}`, "set another [forge] dashboard_port in _vibe-chain/config.toml");
    case "taken":
      return fail("port", `${where} is in use by another program`, "stop it, or set another [forge] dashboard_port in _vibe-chain/config.toml");
    case "error":
      return fail("port", `cannot listen on ${where}: ${state.detail}`, "set [forge] bind and dashboard_port to an address and port of this machine");
  }
}
function inotifyCheck(facts) {
  if (facts.mode === "poll")
    return ok("inotify", '[daemon] watch = "poll": no inotify watches used');
  if (facts.platform !== "linux")
    return ok("inotify", `${facts.platform}: no inotify watch limit`);
  if (facts.limit === null)
    return warn("inotify", `cannot read the inotify watch limit; ${facts.watched} paths to watch`, "check /proc/sys/fs/inotify/max_user_watches");
  const raise = `raise it: sudo sysctl fs.inotify.max_user_watches=${Math.max(facts.limit * 2, facts.watched * 4)} (or set [daemon] watch = "poll")`;
  if (facts.watched >= facts.limit)
    return fail("inotify", `${facts.watched} paths to watch, over the limit of ${facts.limit} watches`, raise);
  if (facts.watched * 2 >= facts.limit)
    return warn("inotify", `${facts.watched} paths to watch use over half of the ${facts.limit} watches (shared with every other program of this user)`, raise);
  return ok("inotify", `${facts.watched} paths to watch, limit ${facts.limit}`);
}
function strayClaimsCheck(claims) {
  if (claims.length === 0)
    return ok("claims", "every .picked-up has its task");
  return fail("claims", `.picked-up without a task: ${claims.join(", ")}`, `remove them (rm ${claims.join(" ")}); a claim without its task blocks nothing and means nothing`);
}
function invalidTasksCheck(state) {
  if (state.kind === "none")
    return ok("tasks", "no tracking file yet (the daemon writes it): nothing invalid known");
  if (state.kind === "unreadable")
    return warn("tasks", `.tracking.json cannot be read: ${state.detail}`, "start the daemon: it rebuilds the file from the task files");
  if (state.invalid.length === 0)
    return ok("tasks", "no task is stuck in invalid");
  return fail("tasks", `stuck in invalid: ${state.invalid.map((t) => `${t.id} (${t.problem})`).join("; ")}`, "fix each task file in place (it is re-validated at once) or remove it; forge status shows why");
}
function taskWarningsCheck(warnings) {
  if (warnings.length === 0)
    return ok("task keys", "every task key is a known one or far from any, and every inbox folder is a roster worker's");
  return warn("task keys", warnings.map(renderDiagnostic).join("; "), "rename the key (or the folder) to the one named; a deliberate new agent needs a [workers.<name>] table");
}
function heimdallCheck(worktrees) {
  if (worktrees.length === 0)
    return ok("heimdall", "no active worktree to guard");
  const bare = worktrees.filter((w) => !w.wired);
  if (bare.length === 0)
    return ok("heimdall", `wired in ${worktrees.length} active worktree(s)`);
  return fail("heimdall", `not wired in ${bare.map((w) => `${w.worktree} (${w.story})`).join(", ")}`, bare.map((w) => `forge hooks install --worktree ${w.worktree}`).join("; "));
}
function transcriptsCheck(found, lookedIn) {
  if (found.length > 0)
    return ok("transcripts", `found: ${found.join(", ")}`);
  return warn("transcripts", `no Claude Code transcripts folder (looked in ${lookedIn.join(", ")})`, "run a worker once, or set [transcripts] dirs; liveness falls back to heartbeats meanwhile");
}
function privacyCheck(folder, tracked) {
  if (tracked === null)
    return ok("privacy", "not in a git checkout: nothing is committed");
  if (tracked.length === 0)
    return ok("privacy", `nothing under ${folder}/ is tracked by git`);
  const shown = tracked.slice(0, 3).join(", ") + (tracked.length > 3 ? ` and ${tracked.length - 3} more` : "");
  return warn("privacy", `${tracked.length} file(s) of derived memory (transcript excerpts: prompts, outputs, maybe secrets) are tracked by git: ${shown}`, `git rm -r --cached -- ${folder}/ and add ${folder}/ to .gitignore (forge init does), then commit; an already pushed secret must also be rotated`);
}
function labRelayCheck(relayUrl, state, tokenSet) {
  if (!relayUrl)
    return ok("lab relay", "no [lab] relay_url: lab is polled only");
  if (state?.state === "refused")
    return fail("lab relay", state.reason ?? "the relay refused the token", "set VIBE_LAB_FORGE_TOKEN to a token lab accepts for this project, then restart the daemon (a refused subscription is not retried)");
  if (!tokenSet)
    return warn("lab relay", "VIBE_LAB_FORGE_TOKEN is not set here: a daemon started from this environment does not subscribe", "export VIBE_LAB_FORGE_TOKEN before forge start");
  if (state === null)
    return ok("lab relay", "configured; no daemon has subscribed yet");
  return state.state === "open" || state.state === "connecting" ? ok("lab relay", `${state.state}`) : warn("lab relay", `${state.state}${state.reason ? `: ${state.reason}` : ""}`, "the daemon reconnects by itself; check that the relay is reachable");
}

// dist/src/doctor/gather-daemon.js
import { readdir, readFile, stat } from "node:fs/promises";
import { createServer } from "node:net";
import { hostname } from "node:os";
import { join } from "node:path";
async function daemonFacts(root, now) {
  let lockAgeMs;
  try {
    lockAgeMs = Math.max(0, now - (await stat(inProject(root, DAEMON_LOCK))).mtimeMs);
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
    lockAgeMs = null;
  }
  const owner = await readOwner(inProject(root, DAEMON_OWNER));
  const thisHost = hostname();
  return { lockAgeMs, owner, ownerAlive: owner && owner.host === thisHost ? isAlive(owner.pid) : null, thisHost, staleMs: LOCK_STALE_MS };
}
var PROBE_TIMEOUT_MS = 1e3;
async function portState(root, config) {
  const { bind, dashboard_port: port } = config.forge;
  const bound = await new Promise((resolve3) => {
    const server = createServer();
    server.once("error", (error) => resolve3(error));
    server.listen(port, bind, () => server.close(() => resolve3(null)));
  });
  if (bound === null)
    return { kind: "free" };
  if (bound.code !== "EADDRINUSE")
    return { kind: "error", detail: bound.code ?? bound.message };
  try {
    const response = await fetchWithin(`${daemonUrl(config)}/api/status`, {}, PROBE_TIMEOUT_MS);
    const summary = StatusSummary.safeParse(await response.json());
    if (!summary.success)
      return { kind: "taken" };
    return summary.data.project_id === projectIdOf(config, root) ? { kind: "ours" } : { kind: "other-forge", projectId: summary.data.project_id };
  } catch (error) {
    if (fetchFailure(error, PROBE_TIMEOUT_MS) !== null || error instanceof SyntaxError)
      return { kind: "taken" };
    throw error;
  }
}
async function inotifyFacts(root, config, platform) {
  const limit = await readLimit();
  const cap = (limit ?? 1e6) + 1;
  let watched = 0;
  for (const folder of [CONFIG_DIR, INBOX_DIR, HANDOFFS_DIR, BROADCASTS_DIR])
    watched += await countPaths(inProject(root, folder), cap - watched);
  return { platform, mode: config.daemon.watch, limit, watched };
}
async function readLimit() {
  try {
    const value = Number((await readFile("/proc/sys/fs/inotify/max_user_watches", "utf8")).trim());
    return Number.isFinite(value) ? value : null;
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
async function countPaths(dir, cap) {
  if (cap <= 0)
    return 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return 0;
    throw error;
  }
  let count = 1;
  for (const entry of entries) {
    if (count >= cap)
      break;
    count += entry.isDirectory() ? await countPaths(join(dir, entry.name), cap - count) : 1;
  }
  return count;
}

// dist/src/doctor/gather-project.js
import { execFile } from "node:child_process";
import { readFile as readFile2, stat as stat2, unlink, writeFile } from "node:fs/promises";
import { join as join2, resolve } from "node:path";
async function folderStates(root) {
  const states = [];
  for (const folder of [OUTPUT_DIR, INBOX_DIR, HANDOFFS_DIR])
    states.push({ path: folder, ...await folderState(inProject(root, folder)) });
  return states;
}
async function folderState(path) {
  try {
    if (!(await stat2(path)).isDirectory())
      return { state: "not_a_folder" };
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT")
      return { state: "missing" };
    if (code === "ENOTDIR")
      return { state: "not_a_folder" };
    throw error;
  }
  const probe = join2(path, `.doctor.tmp-${process.pid}`);
  try {
    await writeFile(probe, "");
    await unlink(probe);
    return { state: "writable" };
  } catch (error) {
    const code = error.code;
    if (code === "EACCES" || code === "EPERM" || code === "EROFS")
      return { state: "not_writable", detail: code };
    throw error;
  }
}
async function strayClaims(root) {
  const stray = [];
  for (const agent of await listAgents(root)) {
    for (const [id, story] of await listInbox(root, agent) ?? /* @__PURE__ */ new Map()) {
      if (!story.task && story.signals.has("picked-up"))
        stray.push(signalFile(agent, id, "picked-up"));
    }
  }
  return stray;
}
async function taskWarnings(root, config) {
  const warnings = [];
  for (const agent of await listAgents(root)) {
    for (const [id, story] of await listInbox(root, agent) ?? /* @__PURE__ */ new Map()) {
      if (!story.task)
        continue;
      const file = taskFile(agent, id);
      const text = await readFile2(inProject(root, file), "utf8").catch((error) => {
        if (error.code === "ENOENT")
          return null;
        throw error;
      });
      if (text === null)
        continue;
      const parsed = parseFrontMatter(text);
      warnings.push(...taskFileWarnings(config, agent, file, parsed.ok ? parsed.data : null));
    }
  }
  return warnings;
}
async function invalidTasks(root) {
  const read = await readTracking(root);
  if (read === null)
    return { kind: "none" };
  if (!read.ok)
    return { kind: "unreadable", detail: read.diagnostics.map(renderDiagnostic).join("; ") };
  const invalid = Object.entries(read.tracking.tasks).filter(([, entry]) => entry.state === "invalid").map(([id, entry]) => ({ id, problem: entry.errors[0] ? renderDiagnostic(entry.errors[0]) : "no diagnostic recorded" }));
  return { kind: "read", invalid };
}
async function heimdallWiring(root, config) {
  const read = await readTracking(root);
  const pickedUp = new Set(read?.ok ? Object.entries(read.tracking.tasks).filter(([, entry]) => entry.state === "picked_up").map(([id]) => id) : []);
  const wiring = [];
  for (const worktree of await activeWorktrees(root, config.daemon.max_task_bytes)) {
    if (!pickedUp.has(worktree.storyId))
      continue;
    wiring.push({ story: worktree.storyId, worktree: worktree.worktreePath, wired: await guardsEveryTool(join2(worktree.worktreePath, SETTINGS_FILE)) });
  }
  return wiring;
}
async function guardsEveryTool(settingsFile) {
  let text;
  try {
    text = await readFile2(settingsFile, "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return false;
    throw error;
  }
  const settings = jsonOrNull(text);
  const groups = Array.isArray(settings?.hooks?.PreToolUse) ? settings.hooks.PreToolUse : [];
  return HEIMDALL_MATCHERS.every((matcher) => groups.some((group) => group.matcher === matcher && (group.hooks ?? []).some((hook) => typeof hook.command === "string" && isHeimdallCommand(hook.command))));
}
async function transcriptFolders(root, config, env) {
  const lookedIn = [claudeProjectsDir(env, env.HOME), ...config.transcripts.dirs.map((dir) => resolve(root, dir))];
  const found = [];
  for (const dir of lookedIn)
    if (await pathExists(dir))
      found.push(dir);
  return { found, lookedIn };
}
function trackedByGit(root, folder) {
  return new Promise((resolve3, reject) => {
    execFile("git", ["-C", root, "ls-files", "-z", "--", folder], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error && (error.code === "ENOENT" || error.code === 128))
        resolve3(null);
      else if (error)
        reject(error);
      else
        resolve3(stdout.split("\0").filter(Boolean));
    });
  });
}

// dist/src/doctor/gather-supervisor.js
import { execFile as execFile2 } from "node:child_process";
import { access, constants } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, delimiter, isAbsolute, join as join3, resolve as resolve2 } from "node:path";
async function supervisorFacts(root, config, env) {
  const roster = rosterOf(config);
  const byCommand = /* @__PURE__ */ new Map();
  for (const worker of managedWorkers(config)) {
    const command = (roster[worker]?.command ?? DEFAULT_WORKER_COMMAND)[0];
    byCommand.set(command, [...byCommand.get(command) ?? [], worker]);
  }
  const commands = await Promise.all([...byCommand].map(async ([command, workers]) => ({ command, workers, resolved: await resolveCommand(command, root, env) })));
  const usesClaude = commands.some((command) => basename(command.command) === "claude");
  return {
    enabled: config.supervisor.enabled,
    platform: process.platform,
    tmux: config.supervisor.enabled ? await tmuxVersion() : null,
    commands,
    usesClaude,
    claudeAuth: usesClaude ? await claudeAuth(env) : null
  };
}
function tmuxVersion() {
  return new Promise((done) => execFile2("tmux", ["-V"], { encoding: "utf8" }, (error, stdout) => done(error ? null : stdout.trim())));
}
async function resolveCommand(command, root, env) {
  const candidates = command.includes("/") ? [isAbsolute(command) ? command : resolve2(root, command)] : (env.PATH ?? "").split(delimiter).filter(Boolean).map((dir) => join3(dir, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
    }
  }
  return null;
}
async function claudeAuth(env) {
  if (env.ANTHROPIC_API_KEY)
    return "ANTHROPIC_API_KEY is set";
  if (env.CLAUDE_CODE_OAUTH_TOKEN)
    return "CLAUDE_CODE_OAUTH_TOKEN is set";
  const file = join3(env.CLAUDE_CONFIG_DIR ?? join3(env.HOME ?? homedir(), ".claude"), ".credentials.json");
  try {
    await access(file, constants.R_OK);
    return `credentials in ${file}`;
  } catch {
    return null;
  }
}

// dist/src/doctor/supervisor-checks.js
function supervisorChecks(facts) {
  if (!facts.enabled)
    return [{ check: "supervisor", status: "OK", message: "off ([supervisor] enabled = false): workers are started by hand" }];
  if (facts.platform === "win32") {
    return [
      {
        check: "supervisor",
        status: "FAIL",
        message: "managed workers need tmux, which native Windows lacks",
        fix: "run forge under WSL, or set [supervisor] enabled = false and start workers by hand"
      }
    ];
  }
  const results = [
    facts.tmux === null ? {
      check: "tmux",
      status: "FAIL",
      message: "tmux is not on PATH: managed workers cannot start",
      fix: "install tmux (apt-get install tmux, brew install tmux)"
    } : { check: "tmux", status: "OK", message: facts.tmux }
  ];
  const missing = facts.commands.filter((command) => command.resolved === null);
  results.push(missing.length > 0 ? {
    check: "worker command",
    status: "FAIL",
    message: missing.map((command) => `${command.command} (for ${command.workers.join(", ")}) is not found`).join("; "),
    fix: "install it (Claude Code: npm install -g @anthropic-ai/claude-code) or set [workers.NAME] command to its full path"
  } : { check: "worker command", status: "OK", message: facts.commands.map((command) => `${command.command} -> ${command.resolved}`).join("; ") });
  if (facts.usesClaude) {
    results.push(facts.claudeAuth === null ? {
      check: "claude auth",
      status: "WARN",
      message: "no Claude Code authentication found (no ANTHROPIC_API_KEY, CLAUDE_CODE_OAUTH_TOKEN or ~/.claude/.credentials.json); a keychain login cannot be seen from here",
      fix: "run claude once and log in (or set ANTHROPIC_API_KEY); a worker stuck on the login screen shows needs_input"
    } : { check: "claude auth", status: "OK", message: facts.claudeAuth });
  }
  return results;
}

// dist/src/doctor/run-doctor.js
async function runDoctor(root, env, now) {
  const loaded = await loadConfig(root, env);
  const { config } = loaded;
  const transcripts = await transcriptFolders(root, config, env);
  return [
    nodeCheck(process.versions.node),
    configCheck({ ...loaded, files: loaded.files.map((file) => protocolPath(root, file)) }),
    foldersCheck(await folderStates(root)),
    daemonCheck(await daemonFacts(root, now)),
    portCheck(config.forge.bind, config.forge.dashboard_port, await portState(root, config)),
    inotifyCheck(await inotifyFacts(root, config, process.platform)),
    strayClaimsCheck(await strayClaims(root)),
    invalidTasksCheck(await invalidTasks(root)),
    taskWarningsCheck(await taskWarnings(root, config)),
    heimdallCheck(await heimdallWiring(root, config)),
    transcriptsCheck(transcripts.found, transcripts.lookedIn),
    privacyCheck(EXCHANGES_DIR, await trackedByGit(root, EXCHANGES_DIR)),
    ...supervisorChecks(await supervisorFacts(root, config, env)),
    labRelayCheck(config.lab.relay_url, await readRelayState(root), readForgeToken(env) !== null)
  ];
}
function renderDoctor(results) {
  const width = Math.max(...results.map((r) => r.check.length));
  return results.map((r) => `${r.status.padEnd(4)} ${r.check.padEnd(width)}  ${r.message}${r.fix ? ` -> fix: ${r.fix}` : ""}
`).join("");
}
export {
  renderDoctor,
  runDoctor
};
