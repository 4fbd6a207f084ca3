import {
  prepareSandboxFolder,
  sessionSandbox
} from "./chunk-IV55VMWX.js";
import {
  HOOKS_PATH,
  HOOK_HEADER_VARS
} from "./chunk-BLTLASRP.js";
import {
  renderSettingsProblems,
  settingsProblems
} from "./chunk-YIVYDRAM.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import {
  HEIMDALL_MATCHERS,
  heimdallEntries
} from "./chunk-XBUSBGI4.js";
import {
  workerHookEntries
} from "./chunk-KGFPQFPW.js";
import {
  mergeHooks
} from "./chunk-ULHD23A5.js";
import {
  forgeBin
} from "./chunk-D4LAC5UG.js";
import {
  shellQuote
} from "./chunk-3HRL5VYN.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  rosterOf,
  workerCommandOf,
  workerEnvOf
} from "./chunk-EGGF3NBR.js";
import {
  OUTPUT_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/supervisor/tmux.js
import { execFile } from "node:child_process";
var TYPED_TAIL = 24;
var TYPED_SHOWN_MS = 2e3;
var TYPED_LOOK_LINES = 20;
var OPTION_NAMES = ["forge_restarts", "forge_started_at", "forge_exits", "forge_reason"];
var FIELD_SEPARATOR = "";
var LIST_FORMAT = [
  "#{session_name}",
  "#{pane_pid}",
  "#{pane_dead}",
  "#{pane_dead_status}",
  "#{pane_dead_signal}",
  ...OPTION_NAMES.map((name) => `#{@${name}}`)
].join(FIELD_SEPARATOR);
function meansNoServer(message) {
  return /no server running|error connecting|no sessions|server exited unexpectedly|lost server/i.test(message);
}
var Tmux = class {
  socket;
  env;
  constructor(socket, env = process.env) {
    this.socket = socket;
    this.env = env;
  }
  run(args) {
    return new Promise((resolve2, reject) => {
      execFile("tmux", ["-u", "-L", this.socket, ...args], { encoding: "utf8", maxBuffer: 4 * 1024 * 1024, env: this.env }, (error, stdout, stderr) => {
        if (error)
          reject(new Error(`tmux ${args[0]}: ${(stderr || error.message).trim()}`));
        else
          resolve2(stdout);
      });
    });
  }
  /** The sessions on the socket; none when no server runs there. */
  async sessions() {
    let out;
    try {
      out = await this.run(["list-panes", "-a", "-F", LIST_FORMAT]);
    } catch (error) {
      if (meansNoServer(error.message))
        return [];
      throw error;
    }
    const seen = /* @__PURE__ */ new Set();
    const sessions = [];
    for (const line of out.split("\n")) {
      if (line === "")
        continue;
      const [name, pid, dead, status, signal, ...options] = line.split(FIELD_SEPARATOR);
      if (name === void 0 || seen.has(name))
        continue;
      seen.add(name);
      const stored = {};
      OPTION_NAMES.forEach((option, i) => {
        if (options[i])
          stored[option] = options[i];
      });
      sessions.push({
        name,
        pid: Number(pid) > 0 ? Number(pid) : null,
        dead: dead === "1",
        exitCode: status === "" || status === void 0 ? null : Number(status),
        exitSignal: signal === "" || signal === void 0 ? null : signalName(Number(signal)),
        options: stored
      });
    }
    return sessions;
  }
  /**
   * A new detached session running `argv` directly. The pane stays after its process exits
   * (remain-on-exit), so the exit status can be read; Ctrl+D detaches a client from it.
   */
  async create(spec) {
    await this.run([
      "new-session",
      "-d",
      "-s",
      spec.name,
      "-x",
      "200",
      "-y",
      "50",
      "-c",
      spec.cwd,
      ...envArgs(spec.env),
      "--",
      ...spec.argv,
      ";",
      "set-option",
      "-t",
      spec.name,
      "remain-on-exit",
      "on",
      ";",
      "bind-key",
      "-n",
      "C-d",
      "detach-client"
    ]);
  }
  /** Runs `argv` again in the session's pane, killing what runs there. */
  respawn(spec) {
    return this.run(["respawn-pane", "-k", "-t", `=${spec.name}:`, "-c", spec.cwd, ...envArgs(spec.env), "--", ...spec.argv]);
  }
  setOption(name, option, value) {
    return this.run(["set-option", "-t", `=${name}:`, `@${option}`, value]);
  }
  /**
   * Types `text` literally, then Enter as a key of its own once the screen shows the text. Claude
   * Code takes a burst of typed text for a paste, and an Enter that comes with the burst (in the
   * same send, or right after it) is sometimes taken into the paste and never submits.
   */
  async type(name, text) {
    await this.run(["send-keys", "-t", `=${name}:`, "-l", text]);
    const tail = text.slice(-TYPED_TAIL);
    const deadline = Date.now() + TYPED_SHOWN_MS;
    while (!(await this.capture(name, TYPED_LOOK_LINES)).replace(/\s+/g, " ").includes(tail) && Date.now() < deadline) {
      await new Promise((resolve2) => setTimeout(resolve2, 50));
    }
    await this.run(["send-keys", "-t", `=${name}:`, "Enter"]);
  }
  /** The visible screen, at most `lines` lines from the bottom. */
  async capture(name, lines) {
    const out = await this.run(["capture-pane", "-p", "-J", "-t", `=${name}:`, "-S", `-${lines}`]);
    return out.replace(/\s+$/, "");
  }
  /**
   * Makes the server reap its exited panes now: a SIGCHLD to it runs its waitpid loop. tmux 3.3
   * linked with libutempter can miss the SIGCHLD of a pane process that exits while utempter's
   * own handler is in (it is, as tmux closes the pane's terminal): the process stays a zombie and
   * the pane is listed dead with no exit status until another SIGCHLD comes.
   */
  async reap(name) {
    const pid = Number((await this.run(["display-message", "-p", "-t", `=${name}:`, "#{pid}"])).trim());
    if (!(pid > 0))
      return;
    try {
      process.kill(pid, "SIGCHLD");
    } catch (error) {
      if (error.code !== "ESRCH")
        throw error;
    }
  }
  kill(name) {
    return this.run(["kill-session", "-t", `=${name}`]);
  }
  /** Ends the server of the socket, and with it every session on it. */
  async killServer() {
    await this.run(["kill-server"]).catch(() => void 0);
  }
};
function envArgs(env) {
  return Object.entries(env).flatMap(([key, value]) => ["-e", `${key}=${value}`]);
}
var SIGNALS = { 1: "SIGHUP", 2: "SIGINT", 6: "SIGABRT", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 15: "SIGTERM" };
function signalName(number) {
  if (!Number.isFinite(number) || number <= 0)
    return null;
  return SIGNALS[number] ?? `signal ${number}`;
}

// dist/src/supervisor/worker-launch.js
import { dirname, resolve } from "node:path";

// dist/src/workers/resident-settings.js
var TIMEOUT_S = {
  "pre-tool-use": 30,
  // A managed worker's Stop hook waits for work without a limit; the client still ends a hook at
  // its timeout (the session then stops, and the supervisor wakes it when a task lands).
  stop: 86400,
  "session-start": 10,
  notification: 10
};
var PRE_COMPACT_TIMEOUT_S = 15;
var UNREACHABLE_HINT = "?if-this-fails=the-forge-daemon-is-restarting:retry-this-call-in-a-few-seconds";
function residentHookSettings(baseUrl, projectRoot, bin = forgeBin()) {
  const headers = Object.fromEntries(Object.entries(HOOK_HEADER_VARS).map(([header, variable]) => [header, `$${variable}`]));
  const http = (event) => ({
    type: "http",
    url: `${baseUrl}${HOOKS_PATH}/${event}${event === "pre-tool-use" ? UNREACHABLE_HINT : ""}`,
    timeout: TIMEOUT_S[event],
    headers,
    allowedEnvVars: Object.values(HOOK_HEADER_VARS),
    ...event === "pre-tool-use" ? { onFailure: "block" } : {}
  });
  return {
    hooks: {
      PreToolUse: [{ matcher: HEIMDALL_MATCHERS.join("|"), hooks: [http("pre-tool-use")] }],
      Stop: [{ hooks: [http("stop")] }],
      SessionStart: [{ hooks: [http("session-start")] }],
      Notification: [{ hooks: [http("notification")] }],
      PreCompact: [
        { hooks: [{ type: "command", command: `${shellQuote(bin)} hook pre-compact --project ${shellQuote(projectRoot)}`, timeout: PRE_COMPACT_TIMEOUT_S }] }
      ]
    }
  };
}

// dist/src/supervisor/worker-launch.js
var WITHHELD_ENV = ["VIBE_LAB_FORGE_TOKEN"];
var settingsFileOf = (agent) => `${OUTPUT_DIR}/supervisor/${agent}.settings.json`;
var envFileOf = (agent) => `${OUTPUT_DIR}/supervisor/${agent}.env`;
var ENV_LOADER = ["/bin/sh", "-c", 'set -a && . "$1" && set +a && shift && exec "$@"', "forge-worker"];
function freshPrompt(agent) {
  return `You are the forge worker ${agent}. Answer with the one word ready; when your turn ends, your Stop hook hands you tasks.`;
}
function resumePrompt(agent, id, taskPath) {
  return `The previous session of ${agent} was interrupted while it worked on ${id}. Read the task in ${taskPath} and its context, carry on from where the work stands, then hand off as the task says.`;
}
var WAKE_LINE = "forge: a task waits in your inbox; end this turn so your Stop hook hands it to you.";
async function launchSpec(projectRoot, agent, config, firstPrompt, startedAt, hooks = null, folder = null) {
  const worker = rosterOf(config)[agent];
  const cwd = folder ?? resolve(projectRoot, worker?.cwd ?? ".");
  const settingsFile = inProject(projectRoot, settingsFileOf(agent));
  const workerEnv = workerEnvOf(config, agent);
  const command = workerCommandOf(config, agent);
  const sandbox = await sessionSandbox({
    projectRoot,
    agent,
    folder: cwd,
    config,
    env: { ...process.env, ...workerEnv },
    hookUrl: hooks?.url ?? null,
    program: command[0]
  });
  const hookSettings = hooks ? residentHookSettings(hooks.url, projectRoot) : mergeHooks({}, [...heimdallEntries({ context: null, project: projectRoot }), ...workerHookEntries(projectRoot, agent, config)]);
  const settings = { ...hookSettings, ...sandbox.settings };
  const problems = settingsProblems(settings);
  if (problems.length > 0)
    throw new ForgeError("internal", `the settings for ${agent} break Claude Code's rules, which would drop hooks silently: ${renderSettingsProblems(problems)}`);
  await prepareSandboxFolder(sandbox, cwd);
  await writeAtomic(settingsFile, `${JSON.stringify(settings, null, 2)}
`);
  const env = {};
  for (const [key, value] of Object.entries(workerEnv))
    if (!WITHHELD_ENV.includes(key))
      env[key] = value;
  Object.assign(env, { FORGE_AGENT: agent, FORGE_PROJECT: projectRoot, FORGE_SETTINGS: settingsFile, FORGE_SESSION_STARTED: startedAt });
  if (hooks)
    Object.assign(env, { FORGE_HOOKS: "resident", FORGE_HOOK_TOKEN: hooks.token });
  const envFile = inProject(projectRoot, envFileOf(agent));
  await writeAtomic(envFile, envFileText(env), { mode: 384 });
  return {
    spec: { name: agent, cwd, env: {}, argv: [...ENV_LOADER, envFile, ...command, "--settings", settingsFile, firstPrompt] },
    sandbox
  };
}
function envFileText(env) {
  const lines = Object.entries(env).map(([key, value]) => `${key}=${shellQuote(value)}`);
  lines.push(`PATH=${shellQuote(dirname(forgeBin()))}:"$PATH"`);
  return `# written by the forge supervisor for one worker session; not to be edited
${lines.join("\n")}
`;
}
function serverEnv(env) {
  const copy = { ...env };
  for (const key of WITHHELD_ENV)
    delete copy[key];
  delete copy.TMUX;
  return copy;
}
function socketName(projectId) {
  return `forge-${projectId.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

export {
  Tmux,
  freshPrompt,
  resumePrompt,
  WAKE_LINE,
  launchSpec,
  serverEnv,
  socketName
};
