import {
  taskFileWarnings
} from "./chunk-UPLLUI5O.js";
import {
  missingClient
} from "./chunk-A7223CS6.js";
import "./chunk-ZOWVDP76.js";
import {
  daemonFacts,
  inotifyFacts,
  portState
} from "./chunk-CLW23X2H.js";
import {
  filesystemOf
} from "./chunk-Z6XF57ZM.js";
import "./chunk-XJPVWL33.js";
import {
  pinnedHostOf
} from "./chunk-HJHSSLWH.js";
import "./chunk-3WFSBDHS.js";
import "./chunk-VDGUKLNQ.js";
import {
  codeIndexCounts,
  codeIndexFacts,
  codeIndexLine
} from "./chunk-TK2DJCDW.js";
import {
  readRelayState
} from "./chunk-W225RGMM.js";
import {
  configCheck,
  daemonCheck,
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
import {
  SETTINGS_FILE
} from "./chunk-M3W5YRLR.js";
import "./chunk-QKBSYYVO.js";
import {
  LeaseFiles,
  placeOf,
  sameMachine,
  thisHost,
  thisMachine
} from "./chunk-AKBGAQRY.js";
import "./chunk-TOKAIHTZ.js";
import {
  activeWorktrees
} from "./chunk-WIOWICFZ.js";
import "./chunk-LFHB6M5V.js";
import {
  claudeProjectsDirs
} from "./chunk-KVMXBM7C.js";
import "./chunk-UXMTMLH4.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-JH4NCKVG.js";
import {
  listAgents,
  listInbox
} from "./chunk-PX2LI2PJ.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-GSZMS6ZI.js";
import "./chunk-2LFLE5PW.js";
import "./chunk-6CPU3H2P.js";
import "./chunk-FA4IUSWH.js";
import {
  parseFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import {
  pathExists
} from "./chunk-J4NJ7XEG.js";
import "./chunk-H7Q6LNZY.js";
import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";
import {
  degradedClient,
  findProgram,
  sandboxDecision,
  sandboxPlatform
} from "./chunk-IV55VMWX.js";
import "./chunk-BLTLASRP.js";
import "./chunk-YIVYDRAM.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import {
  SERVER_CLOCK_LIMIT_MS,
  describeServerClock,
  epochFileName,
  judgeServerClock,
  serverClockOf
} from "./chunk-BNRM2GEJ.js";
import "./chunk-G57OUFMF.js";
import {
  isHeimdallCommand
} from "./chunk-XBUSBGI4.js";
import "./chunk-ULHD23A5.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import {
  loadConfig
} from "./chunk-DVXXGNJS.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import {
  readForgeToken
} from "./chunk-DVQOKHBY.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  inProject,
  protocolPath
} from "./chunk-LEL55BD4.js";
import {
  managedWorkers,
  rosterOf,
  workerCommandOf,
  workerEnvOf
} from "./chunk-EGGF3NBR.js";
import {
  cacheOptions,
  chooseWatchMode,
  isSharedFilesystem,
  remoteReaction
} from "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  CONFIG_TOML,
  EXCHANGES_DIR,
  HANDOFFS_DIR,
  INBOX_DIR,
  LEASE_DIR,
  OUTPUT_DIR,
  PROJECT_ID_FILE,
  signalFile,
  taskFile
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/doctor/code-index-check.js
function codeIndexCheck(facts) {
  return { check: "code index", status: "OK", message: codeIndexLine(codeIndexCounts(facts)) };
}

// dist/src/doctor/gather-project.js
import { execFile } from "node:child_process";
import { readFile, stat, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
async function folderStates(root) {
  const states = [];
  for (const folder of [OUTPUT_DIR, INBOX_DIR, HANDOFFS_DIR])
    states.push({ path: folder, ...await folderState(inProject(root, folder)) });
  return states;
}
async function folderState(path) {
  try {
    if (!(await stat(path)).isDirectory())
      return { state: "not_a_folder" };
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT")
      return { state: "missing" };
    if (code === "ENOTDIR")
      return { state: "not_a_folder" };
    throw error;
  }
  const probe = join(path, `.doctor.tmp-${process.pid}`);
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
      const text = await readFile(inProject(root, file), "utf8").catch((error) => {
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
async function staleWorktreeHooks(root, config) {
  const read = await readTracking(root);
  const pickedUp = new Set(read?.ok ? Object.entries(read.tracking.tasks).filter(([, entry]) => entry.state === "picked_up").map(([id]) => id) : []);
  const stale = [];
  const seen = /* @__PURE__ */ new Set();
  for (const worktree of await activeWorktrees(root, config.daemon.max_task_bytes)) {
    if (!pickedUp.has(worktree.storyId) || seen.has(worktree.worktreePath))
      continue;
    seen.add(worktree.worktreePath);
    if (await namesAgentOrStory(join(worktree.worktreePath, SETTINGS_FILE)))
      stale.push({ story: worktree.storyId, worktree: worktree.worktreePath });
  }
  return stale;
}
async function namesAgentOrStory(settingsFile) {
  let text;
  try {
    text = await readFile(settingsFile, "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return false;
    throw error;
  }
  const settings = jsonOrNull(text);
  const commands = Object.values(settings?.hooks ?? {}).flatMap((groups) => Array.isArray(groups) ? groups : []).flatMap((group) => Array.isArray(group.hooks) ? group.hooks : []).flatMap((hook) => typeof hook.command === "string" ? [hook.command] : []);
  return commands.some((command) => isHeimdallCommand(command) && /\s--context\s/.test(command) || /\bforge['"]?\s+hook\s+\S+.*\s--agent\s/.test(command));
}
async function transcriptFolders(root, config, env) {
  const places = [...claudeProjectsDirs(config, env), ...config.transcripts.dirs.map((dir) => ({ dir: resolve(root, dir), workers: null }))];
  return Promise.all(places.map(async (place) => ({ ...place, exists: await pathExists(place.dir) })));
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

// dist/src/doctor/config-secrets.js
var SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|PRIVATE_?KEY|CREDENTIAL|ACCESS_?KEY/i;
var SECRET_VALUE = /^(sk-ant-|sk-|ghp_|gho_|github_pat_|xox[abp]-|AKIA|glpat-)/;
function secretEnvKeys(config) {
  const keys = [];
  for (const [agent, worker] of Object.entries(rosterOf(config)))
    for (const [key, value] of Object.entries(worker.env ?? {}))
      if (value !== "" && (SECRET_NAME.test(key) || SECRET_VALUE.test(value)))
        keys.push(`${agent}.${key}`);
  return keys;
}
async function configSecretsCheck(root, config) {
  const keys = secretEnvKeys(config);
  const tracked = keys.length === 0 ? [] : await trackedByGit(root, CONFIG_TOML) ?? [];
  if (keys.length === 0 || tracked.length === 0)
    return {
      check: "config secrets",
      status: "OK",
      message: keys.length === 0 ? "no secret-looking worker env value" : `${CONFIG_TOML} is not tracked by git`
    };
  return {
    check: "config secrets",
    status: "WARN",
    message: `${CONFIG_TOML} is tracked by git and sets ${keys.map((key) => `[workers.${key.split(".")[0]}] env ${key.split(".")[1]}`).join(", ")}`,
    fix: "remove those keys from the config and export them where forge start runs (every managed worker inherits the daemon environment), then rotate the secret if it was committed"
  };
}

// dist/src/doctor/degraded-check.js
async function degradedFacts(root, config, env) {
  const byProgram = /* @__PURE__ */ new Map();
  for (const worker of Object.keys(rosterOf(config))) {
    const client = degradedClient(config, worker);
    const resolved = await findProgram(client.program, root, { ...env, ...workerEnvOf(config, worker) });
    const key = `${client.program}\0${resolved}`;
    const known = byProgram.get(key);
    if (known)
      known.workers.push(worker);
    else
      byProgram.set(key, { workers: [worker], program: client.program, resolved, missing: missingClient(client, worker) });
  }
  return { whenBusy: config.lab.when_busy, command: config.lab.degraded_command, clients: [...byProgram.values()] };
}
function degradedCheck(facts) {
  const check = "degraded command";
  if (facts.whenBusy === "queue")
    return { check, status: "OK", message: 'not used: [lab] when_busy = "queue" waits for the worker' };
  const missing = facts.clients.filter((client) => client.resolved === null);
  if (missing.length > 0)
    return {
      check,
      status: "WARN",
      message: `a story dispatched while its worker is busy cannot run: ${missing.map((client) => `for ${client.workers.join(", ")}: ${client.missing.problem}`).join("; ")}`,
      fix: missing[0].missing.fix
    };
  return {
    check,
    status: "OK",
    message: `${facts.command}: ${facts.clients.map((client) => `${client.program} -> ${client.resolved} (${client.workers.join(", ")})`).join("; ")}`
  };
}

// dist/src/doctor/gather-supervisor.js
import { execFile as execFile2 } from "node:child_process";
import { access, constants } from "node:fs/promises";
import { homedir } from "node:os";
import { basename, join as join2 } from "node:path";
async function supervisorFacts(root, config, env, holderHost = null) {
  const byCommand = /* @__PURE__ */ new Map();
  for (const worker of managedWorkers(config)) {
    const command = workerCommandOf(config, worker)[0];
    byCommand.set(command, [...byCommand.get(command) ?? [], worker]);
  }
  const commands = await Promise.all([...byCommand].map(async ([command, workers]) => ({ command, workers, resolved: await findProgram(command, root, env) })));
  const claudeWorkers = managedWorkers(config).filter((worker) => basename(workerCommandOf(config, worker)[0]) === "claude");
  const claudeAuthByWorker = await Promise.all(claudeWorkers.map(async (worker) => ({ worker, found: await claudeAuth({ ...env, ...workerEnvOf(config, worker) }) })));
  return {
    enabled: config.supervisor.enabled,
    platform: process.platform,
    tmux: config.supervisor.enabled ? await tmuxVersion() : null,
    commands,
    claudeAuth: claudeAuthByWorker,
    hosts: { thisHost: thisHost(), holderHost, workers: managedWorkers(config).map((worker) => ({ worker, pinned: pinnedHostOf(config, worker) })) }
  };
}
function tmuxVersion() {
  return new Promise((done) => execFile2("tmux", ["-V"], { encoding: "utf8" }, (error, stdout) => done(error ? null : stdout.trim())));
}
var AUTH_VARIABLES = ["ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN", "CLAUDE_CODE_OAUTH_TOKEN"];
async function claudeAuth(env) {
  const variable = AUTH_VARIABLES.find((name) => env[name]);
  if (variable)
    return `${variable} is set`;
  const file = join2(env.CLAUDE_CONFIG_DIR ?? join2(env.HOME ?? homedir(), ".claude"), ".credentials.json");
  try {
    await access(file, constants.R_OK);
    return `credentials in ${file}`;
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "EACCES" || code === "ENOTDIR")
      return null;
    throw error;
  }
}

// dist/src/doctor/hosts-check.js
import { readFile as readFile2 } from "node:fs/promises";
import { resolve as resolve2 } from "node:path";
async function hostsFacts(root) {
  const files = new LeaseFiles(root);
  const [{ epoch, record }, projectId, machine] = await Promise.all([files.current(), readProjectId(root), thisMachine()]);
  const path = resolve2(root);
  const lease = record ? { record, file: `${LEASE_DIR}/${epochFileName(epoch)}` } : null;
  const other = record?.project_path;
  const holderPathHere = other !== void 0 && other !== path && projectId !== null && await readProjectId(other) === projectId && await placeOf(inProject(other, LEASE_DIR)) === await placeOf(files.dir);
  return { lease, projectId, machine, path, holderPathHere };
}
async function readProjectId(root) {
  try {
    return (await readFile2(inProject(root, PROJECT_ID_FILE), "utf8")).trim() || null;
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return null;
    throw error;
  }
}
var holderOf = (record) => `${record.released ? "the last holder" : "the holder"} (pid ${record.pid} on ${record.host})`;
function serverClockCheck(facts) {
  const check = "server clock";
  const clock = facts.lease?.record.server_clock;
  if (!facts.lease || !clock)
    return { check, status: "OK", message: "not measured: no daemon of this version has renewed a lease here yet (the holder measures at each renewal)" };
  const { record, file } = facts.lease;
  const offset = serverClockOf(clock);
  const message = `${holderOf(record)} measured at ${clock.measured_at}: ${describeServerClock(offset, `${record.host}'s`)}, by the mtime of ${file} right after writing it`;
  const verdict = judgeServerClock(offset);
  if (verdict === "skewed")
    return {
      check,
      status: "WARN",
      message: `${message}: more than ${SERVER_CLOCK_LIMIT_MS / 1e3} s, so the times that daemon writes look shifted by that much to other hosts`,
      fix: `sync ${record.host}'s clock (and the file server's) with NTP: chronyc tracking or timedatectl status there says how`
    };
  const note = verdict === "agrees" ? `within ${SERVER_CLOCK_LIMIT_MS / 1e3} s` : "too uncertain to tell (a slow write)";
  return { check, status: "OK", message: `${message}: ${note}` };
}
function projectPathCheck(facts) {
  const check = "project path";
  const record = facts.lease?.record;
  if (!record)
    return { check, status: "OK", message: `${facts.path} on ${facts.machine.host}; no daemon has held the project, so no other host to compare with` };
  if (facts.projectId !== null && record.project_id !== facts.projectId)
    return {
      check,
      status: "OK",
      message: `the lease names project id ${record.project_id}, not this project's ${facts.projectId}: no holder of this project to compare with`
    };
  if (record.project_path === void 0)
    return { check, status: "OK", message: `${holderOf(record)} runs a version that does not record its project path: nothing to compare` };
  if (sameMachine(record, facts.machine))
    return { check, status: "OK", message: `${holderOf(record)} runs on this machine, at ${record.project_path}` };
  if (record.project_path === facts.path)
    return {
      check,
      status: "OK",
      message: `${record.host} (${holderOf(record)}) and this host (${facts.machine.host}) both mount the project at ${facts.path}`
    };
  if (facts.holderPathHere)
    return {
      check,
      status: "OK",
      message: `${record.host} mounts the project at ${record.project_path}, this host (${facts.machine.host}) at ${facts.path}, and ${record.project_path} reaches the same project here too`
    };
  return {
    check,
    status: "FAIL",
    message: `${record.host} (${holderOf(record)}) mounts the project at ${record.project_path}, this host (${facts.machine.host}) at ${facts.path}: task files carry absolute paths made there (project_root, worktree_path, handoff_dir), which do not resolve on this host`,
    fix: `mount the project at ${record.project_path} on ${facts.machine.host} too (or link ${record.project_path} to ${facts.path}), and start daemons and workers there from that path`
  };
}

// dist/src/doctor/sandbox-check.js
async function sandboxFacts(config, env) {
  const used = managedWorkers(config).length > 0 || config.lab.when_busy === "degraded";
  const byFolder = {};
  for (const agent of managedWorkers(config))
    (byFolder[rosterOf(config)[agent]?.cwd ?? "."] ??= []).push(agent);
  const shared = Object.fromEntries(Object.entries(byFolder).filter(([, agents]) => agents.length > 1));
  return { mode: config.heimdall.sandbox, platform: await sandboxPlatform(env), used, shared };
}
function sandboxCheck(facts) {
  const check = "sandbox";
  const decision = sandboxDecision(facts.mode, facts.platform);
  if (!facts.used && !decision.on)
    return { check, status: "OK", message: `not used: forge starts no session (no managed workers, [lab] when_busy = "queue"); ${decision.why}` };
  if (decision.refused)
    return {
      check,
      status: "FAIL",
      message: decision.why,
      fix: 'install bubblewrap and socat (Linux), or set [heimdall] sandbox = "best-effort" to run workers with Heimdall alone'
    };
  if (!decision.on)
    return {
      check,
      status: "WARN",
      message: decision.why,
      fix: facts.platform.available ? 'set [heimdall] sandbox = "required"' : facts.platform.missing ?? "see docs/heimdall.md"
    };
  const shared = Object.entries(facts.shared ?? {});
  if (shared.length > 0)
    return {
      check,
      status: "WARN",
      message: `${decision.why}; ${shared.map(([folder, agents]) => `${agents.join(", ")} start in one folder (${folder})`).join("; ")}: in a git folder two sandboxed sessions race on the sandbox's placeholders under .git, and a command can fail with "bwrap: Can't get type of source .git/config.lock" (the model sees it and may retry)`,
      fix: "give each managed worker its own [workers.NAME] cwd (one worktree per worker)"
    };
  return { check, status: "OK", message: decision.why };
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
  if (facts.claudeAuth.length > 0) {
    const without = facts.claudeAuth.filter((worker) => worker.found === null).map((worker) => worker.worker);
    const found = [...new Set(facts.claudeAuth.flatMap((worker) => worker.found === null ? [] : [worker.found]))];
    results.push(without.length > 0 ? {
      check: "claude auth",
      status: "WARN",
      message: `no Claude Code authentication found for ${without.join(", ")} (no ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN or CLAUDE_CODE_OAUTH_TOKEN in the daemon's environment or its [workers.NAME] env, no ~/.claude/.credentials.json); a keychain login cannot be seen from here`,
      fix: "run claude once and log in, or set a key in [workers.NAME] env or the environment forge start runs in; a worker stuck on the login screen shows needs_input"
    } : { check: "claude auth", status: "OK", message: `${found.join("; ")} (${facts.claudeAuth.map((worker) => worker.worker).join(", ")})` });
  }
  const hosts = hostsCheck(facts.hosts);
  if (hosts)
    results.push(hosts);
  return results;
}
function hostsCheck({ thisHost: thisHost2, holderHost, workers }) {
  if (!workers.some((worker) => worker.pinned !== null))
    return null;
  const where = workers.map(({ worker, pinned }) => pinned !== null ? `${worker} on ${pinned} ([workers.${worker}] host)` : `${worker} on ${holderHost === null ? "the lease holder's host (none holds the project now)" : `${holderHost} (the lease holder's host)`}`);
  const here = workers.filter(({ pinned }) => pinned === thisHost2 || pinned === null && holderHost === thisHost2).map(({ worker }) => worker);
  return {
    check: "worker hosts",
    status: "OK",
    message: `${where.join("; ")}; this host (${thisHost2}) runs ${here.length > 0 ? here.join(", ") : "none of them"}${holderHost === thisHost2 ? " as the lease holder" : ", in its holder or standby daemon"}`
  };
}

// dist/src/doctor/watch-check.js
function watchFacts(root, config) {
  const filesystem = filesystemOf(root);
  return {
    setting: config.daemon.watch,
    pollIntervalMs: config.daemon.poll_interval,
    reconcileIntervalMs: config.daemon.reconcile_interval,
    filesystem,
    choice: chooseWatchMode(config.daemon.watch, filesystem)
  };
}
function watchCheck(facts) {
  const check = "watch";
  const { mount } = facts.filesystem;
  const options = mount ? cacheOptions(mount) : [];
  const cache = options.length > 0 ? `; mount options ${options.join(",")}` : "";
  const how = facts.choice.mode === "poll" ? `polling every ${facts.pollIntervalMs} ms` : "native events";
  const reaction = mount ? remoteReaction(facts.choice.mode, mount, facts.pollIntervalMs, facts.reconcileIntervalMs) : null;
  const message = `${how} (${facts.choice.reason})${cache}${reaction ? `; ${reaction}` : ""}`;
  if (mount && isSharedFilesystem(mount.fsType) && facts.choice.mode === "native")
    return {
      check,
      status: "WARN",
      message: `${message}: native events miss other hosts' writes`,
      fix: 'set [daemon] watch = "auto" (or "poll") in _vibe-chain/config.toml'
    };
  if (facts.choice.mode === "poll" && options.includes("nocto"))
    return {
      check,
      status: "WARN",
      message: `${message}: without close-to-open, polling sees another host's changes only when the attribute cache expires (acregmax/acdirmax, up to 60 s by default)`,
      fix: "mount the project without nocto"
    };
  return { check, status: "OK", message };
}

// dist/src/doctor/run-doctor.js
async function runDoctor(root, env, now) {
  const loaded = await loadConfig(root, env);
  const { config } = loaded;
  const transcripts = await transcriptFolders(root, config, env);
  const hosts = await hostsFacts(root);
  const daemon = await daemonFacts(root, now);
  return [
    nodeCheck(process.versions.node),
    configCheck({ ...loaded, files: loaded.files.map((file) => protocolPath(root, file)) }),
    await configSecretsCheck(root, config),
    foldersCheck(await folderStates(root)),
    daemonCheck(daemon),
    portCheck(config.forge.bind, config.forge.dashboard_port, await portState(root, config)),
    watchCheck(watchFacts(root, config)),
    serverClockCheck(hosts),
    projectPathCheck(hosts),
    inotifyCheck(await inotifyFacts(root, config, process.platform)),
    strayClaimsCheck(await strayClaims(root)),
    invalidTasksCheck(await invalidTasks(root)),
    taskWarningsCheck(await taskWarnings(root, config)),
    heimdallCheck(await staleWorktreeHooks(root, config)),
    sandboxCheck(await sandboxFacts(config, env)),
    transcriptsCheck(transcripts),
    codeIndexCheck(codeIndexFacts(root, now)),
    privacyCheck(EXCHANGES_DIR, await trackedByGit(root, EXCHANGES_DIR)),
    ...supervisorChecks(await supervisorFacts(root, config, env, daemon.owner?.host ?? null)),
    degradedCheck(await degradedFacts(root, config, env)),
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
