import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import {
  formatDuration
} from "./chunk-PGCD7JVV.js";

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
function daemonNote(facts, now, trackedAt) {
  const { lockAgeMs, owner } = facts;
  if (lockAgeMs === null)
    return `no daemon is running on this project${trackedAt ? ` (tracking last written at ${trackedAt})` : ""}: nothing moves until forge start`;
  const stopped = `its lock was last refreshed ${formatDuration(lockAgeMs)} ago, at ${new Date(now - lockAgeMs).toISOString()}`;
  if (owner && owner.host === facts.thisHost && facts.ownerAlive === false)
    return `the daemon is not running: pid ${owner.pid} (started ${owner.since}) is gone and ${stopped}, so nothing was tracked since; forge start takes over its lock`;
  if (lockAgeMs >= facts.staleMs)
    return `the daemon${owner ? ` (pid ${owner.pid} on ${owner.host})` : ""} looks hung or gone: ${stopped}; forge doctor says more`;
  return null;
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
    return fail("daemon", `stale lock: ${who} is not running`, "forge start takes it over at once");
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
    return ok("inotify", "the daemon polls: no inotify watches used");
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
function heimdallCheck(stale) {
  if (stale.length === 0)
    return ok("heimdall", "hooks attach per session: managed workers through the daemon's resident hooks, workers started by hand through the plugin or forge hooks install");
  return fail("heimdall", `${stale.map((w) => `${w.worktree} (${w.story})`).join(", ")}: .claude/settings.local.json holds forge hooks that name an agent or a story, which every session opened there runs`, `remove those forge entries, then: ${stale.map((w) => `forge hooks install --worktree ${w.worktree}`).join("; ")} (its hooks name no agent)`);
}
function transcriptsCheck(places) {
  const missing = places.filter((place) => place.workers !== null && !place.exists);
  if (missing.length > 0)
    return warn("transcripts", `no Claude Code transcripts folder for ${missing.map((place) => `managed worker(s) ${place.workers.join(", ")} at ${place.dir}`).join("; ")} (the HOME or CLAUDE_CONFIG_DIR its [workers.NAME] env sets)`, "run the worker once (its first session creates the folder), or fix HOME / CLAUDE_CONFIG_DIR in its [workers.NAME] env; until then its liveness falls back to heartbeats and its stories get no exchanges");
  const found = places.filter((place) => place.exists);
  const whose = (place) => place.workers === null ? place.dir : `${place.dir} (${place.workers.join(", ")})`;
  if (found.length > 0)
    return ok("transcripts", `found: ${found.map(whose).join(", ")}`);
  return warn("transcripts", `no Claude Code transcripts folder (looked in ${places.map(whose).join(", ")})`, "run a worker once, or set [transcripts] dirs; liveness falls back to heartbeats meanwhile");
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

export {
  MIN_NODE,
  nodeCheck,
  configCheck,
  foldersCheck,
  daemonNote,
  daemonCheck,
  portCheck,
  inotifyCheck,
  strayClaimsCheck,
  invalidTasksCheck,
  taskWarningsCheck,
  heimdallCheck,
  transcriptsCheck,
  privacyCheck,
  labRelayCheck
};
