import {
  endWorkerServer,
  killTrees
} from "./chunk-UW2J6KSM.js";
import {
  readPipeline
} from "./chunk-3WFSBDHS.js";
import {
  fetchFailure,
  fetchWithin
} from "./chunk-VDGUKLNQ.js";
import "./chunk-723SR37U.js";
import {
  observe,
  renderProgress,
  summarize
} from "./chunk-GZOLGGKS.js";
import "./chunk-TOKAIHTZ.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-IO2NQOSR.js";
import {
  readHistoryRecords
} from "./chunk-VSUZ4L4C.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import {
  parseFrontMatter,
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import "./chunk-AF6YNM63.js";
import {
  Tmux,
  socketName
} from "./chunk-ECDWER7Y.js";
import "./chunk-IV55VMWX.js";
import "./chunk-BLTLASRP.js";
import "./chunk-YIVYDRAM.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-KGFPQFPW.js";
import "./chunk-ULHD23A5.js";
import "./chunk-D4LAC5UG.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import {
  childEnv
} from "./chunk-DVQOKHBY.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  DEFAULT_ROSTER
} from "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  ADAPTERS_DIR,
  CONFIG_TOML,
  INBOX_DIR
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/demo/demo-run.js
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join2 } from "node:path";
import { fileURLToPath } from "node:url";

// dist/src/net/free-port.js
import { createServer } from "node:net";
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// dist/src/demo/demo-processes.js
import { spawn } from "node:child_process";
var STOP_GRACE_MS = 5e3;
var DEMO_ENV = "FORGE_DEMO";
var DemoProcesses = class {
  children = [];
  stopping = null;
  env;
  mark;
  constructor(env, root) {
    this.env = { ...env, [DEMO_ENV]: root };
    this.mark = `${DEMO_ENV}=${root}`;
  }
  start(name, args) {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"], env: this.env, detached: true });
    let text = "";
    child.stdout.on("data", (chunk) => text += chunk.toString());
    child.stderr.on("data", (chunk) => text += chunk.toString());
    const exited = new Promise((resolve) => {
      child.once("error", () => resolve(null));
      child.once("exit", (code) => resolve(code));
    });
    const started = { name, child, output: () => text, exited };
    this.children.push(started);
    return started;
  }
  /** Runs one command to its end (a dispatch, a submit) and gives its exit code and output. */
  async run(name, args) {
    const started = this.start(name, args);
    const code = await started.exited;
    return { code, output: started.output() };
  }
  /** Stops every child; called again, it gives the same stop. */
  stopAll() {
    this.stopping ??= this.stopChildren();
    return this.stopping;
  }
  async stopChildren() {
    const running = this.alive();
    for (const { child } of running)
      child.kill("SIGINT");
    await Promise.all(running.map(async ({ child, exited }) => {
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }));
  }
  /** SIGKILL to every process still holding the mark (none unless a child was killed after the grace); gives the pids that survive it. */
  sweep() {
    return killTrees([{ pid: null, mark: this.mark }]);
  }
  /** Children that have not exited, for the check that nothing is left behind. */
  alive() {
    return this.children.filter((c) => c.child.exitCode === null && c.child.signalCode === null);
  }
};

// dist/src/demo/demo-project.js
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
var DEMO_WORKERS = ["anvil", "furnace"];
var DEMO_WORK_MS = 1500;
var DEMO_TIMEOUTS = { orphan: "5s", dev: "8s" };
var DEMO_STOP_GRACE_MS = 2e3;
async function prepareDemoProject(root, paths, port, now) {
  await cp(paths.example, root, { recursive: true, filter: (source) => !isRunState(basename(source)) });
  for (const agent of Object.keys(DEFAULT_ROSTER))
    await mkdir(join(root, "trees", agent), { recursive: true });
  const folders = (await readdir(inProject(root, INBOX_DIR), { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const { name: agent } of folders) {
    const inbox = inProject(root, `${INBOX_DIR}/${agent}`);
    for (const name of await readdir(inbox)) {
      const file = join(inbox, name);
      if (name.endsWith(".md"))
        await rewriteTask(file, root, agent, now);
      else if (name.endsWith(".picked-up"))
        await writeFile(file, (await readFile(file, "utf8")).replace(/^at: .*$/m, `at: "${now}"`));
    }
  }
  await writeFile(inProject(root, CONFIG_TOML), demoConfig(root, port, paths));
}
function isRunState(name) {
  return /^\.tracking\.json/.test(name) || /^\.forge-(daemon|cache)/.test(name) || /^events\.jsonl/.test(name) || /\.(context\.json|orphaned|timeout|confirmed|escalation)$/.test(name) || [".history.jsonl", ".heartbeat", "heimdall-audit.log", "exchanges", "lab"].includes(name);
}
async function rewriteTask(file, root, agent, now) {
  const parsed = parseFrontMatter(await readFile(file, "utf8"));
  if (!parsed.ok)
    return;
  const fields = {
    ...parsed.data,
    project_root: root,
    worktree_path: join(root, "trees", agent),
    handoff_dir: join(root, "_vibe-chain-output", "handoffs"),
    submitted_at: now
  };
  await writeFile(file, renderFrontMatter(fields, parsed.body));
}
var demoProjectId = (root) => `shop-demo-${basename(root).replace(/[^A-Za-z0-9_-]/g, "")}`;
var demoSocket = (root) => socketName(demoProjectId(root));
function demoConfig(root, port, paths) {
  const { simWorker } = paths;
  return `# forge demo: the example project with deadlines of seconds.
[forge]
project_id = "${demoProjectId(root)}"
dashboard_port = ${port}

[timeouts]
orphan = "${DEMO_TIMEOUTS.orphan}"
dev = "${DEMO_TIMEOUTS.dev}"

[lab]
degraded_command = ${JSON.stringify(`${shellWord(process.execPath)} ${shellWord(simWorker)} --degraded --work 800`)}
sentinel_interval = "500ms"

# The adapters of ${ADAPTERS_DIR}/ are the example's.
${paths.managed ? managedWorkersConfig(root, simWorker) : ""}`;
}
function managedWorkersConfig(root, simWorker) {
  const lines = ["", "[supervisor]", "enabled = true", `workers = ${JSON.stringify(DEMO_WORKERS)}`, `stop_grace = "${DEMO_STOP_GRACE_MS}ms"`];
  for (const [agent, types] of Object.entries(DEFAULT_ROSTER)) {
    lines.push("", `[workers.${agent}]`, `task_types = ${JSON.stringify(types)}`);
    if (DEMO_WORKERS.includes(agent))
      lines.push(`command = ${JSON.stringify([process.execPath, simWorker, "--project", root, "--agent", agent, "--work", String(DEMO_WORK_MS)])}`);
  }
  return `${lines.join("\n")}
`;
}
function shellWord(text) {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

// dist/src/demo/demo-run.js
var REPO = (path) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
var FORGE = REPO("bin-scripts/forge");
var SIM_WORKER = REPO("bin-scripts/sim-worker");
var EXAMPLE_STORIES = ["SHOP-99", "SHOP-101", "SHOP-102", "SHOP-98"];
var DEMO_STORIES = ["DEMO-1", "DEMO-2", "DEMO-3", "DEMO-4", "DEMO-5"];
async function runDemo(options) {
  const managed = await tmuxRuns();
  const root = await mkdtemp(join2(tmpdir(), "forge-demo-"));
  const processes = new DemoProcesses(childEnv(options.env, { HOME: options.env.HOME ?? root }), root);
  const stories = new Map([...EXAMPLE_STORIES, ...DEMO_STORIES].map((id) => [id, { id, agent: null, steps: [], outcome: null, finished: false }]));
  const started = Date.now();
  let failure = null;
  try {
    await showPipeline(options, { root, managed, processes, stories, started });
  } catch (error) {
    failure = error;
  }
  const ended = await endDemo(processes, root, managed, options.keep);
  const list = [...stories.values()];
  const result = { root, summary: summarize(list), stories: list, ...ended, interrupted: options.stop.aborted };
  const failed = failure !== null && !options.stop.aborted;
  options.out(summaryText(result, Date.now() - started, options.keep, failed));
  if (failed)
    throw failure;
  return result;
}
async function showPipeline(options, { root, managed, processes, stories, started }) {
  const port = await freePort();
  await prepareDemoProject(root, { example: REPO("_vibe-chain-example"), simWorker: SIM_WORKER, managed }, port, (/* @__PURE__ */ new Date()).toISOString());
  options.out(`forge demo: the shop example copied to ${root}
  deadlines: orphan ${DEMO_TIMEOUTS.orphan}, dev ${DEMO_TIMEOUTS.dev}; dashboard while it runs: http://127.0.0.1:${port}/
`);
  options.out(managed ? `  anvil and furnace run as managed workers: watch one with  forge attach anvil --project ${root}  (Ctrl+D detaches)

` : "  (tmux is not here, so the demo starts its workers itself instead of the daemon running them)\n\n");
  if (options.stop.aborted || !await startPipeline(processes, root, managed, options.stop))
    return;
  let dispatchFailure = null;
  const dispatching = dispatchStories(processes, root, port, options.stop).catch((error) => {
    dispatchFailure = error;
  });
  const view = progressView(options);
  while (!options.stop.aborted && Date.now() - started < options.capMs) {
    observe(stories, await look(root));
    view.show([...stories.values()]);
    if ([...stories.values()].every((s) => s.finished))
      break;
    await pause(250, options.stop);
  }
  if (options.stop.aborted)
    return;
  await dispatching;
  if (dispatchFailure !== null)
    options.out(`dispatch: ${dispatchFailure.message}
`);
}
async function endDemo(processes, root, managed, keep) {
  await processes.stopAll();
  if (managed)
    await endWorkerServer(new Tmux(demoSocket(root)), DEMO_STOP_GRACE_MS);
  const left = await processes.sweep();
  const leftover = processes.alive().length + left.length;
  if (keep)
    return { leftover, removed: false };
  await rm(root, { recursive: true, force: true, maxRetries: 5 }).catch((error) => {
    if (!["ENOTEMPTY", "EBUSY", "EPERM"].includes(error.code ?? ""))
      throw error;
  });
  return { leftover, removed: !existsSync(root) };
}
async function startPipeline(processes, root, managed, stop) {
  if (!managed)
    for (const agent of DEMO_WORKERS)
      processes.start(`sim-worker ${agent}`, [SIM_WORKER, "--project", root, "--agent", agent, "--work", String(DEMO_WORK_MS)]);
  const daemon = processes.start("daemon", [FORGE, "start", "--project", root]);
  const ready = await until("the daemon to be ready", () => /forge daemon ready/.test(daemon.output()), 3e4, stop, () => daemon.output());
  if (ready)
    processes.start("sentinel", [FORGE, "lab", "sentinel", "--project", root]);
  return ready;
}
async function dispatchStories(processes, root, port, stop) {
  const trees = join2(root, "trees");
  const forgeStory = async (verb, id, flags, agent, body) => {
    const run = await processes.run(`${verb.split(" ").at(-1)} ${id}`, [
      FORGE,
      ...verb.split(" "),
      "--project",
      root,
      "--story",
      id,
      ...flags,
      "--worktree",
      join2(trees, agent),
      "--body",
      body
    ]);
    if (run.code !== 0)
      throw new Error(`forge ${verb} ${id} exited ${run.code}: ${run.output.trim()}`);
  };
  const dispatch = async (id, type, agent, body, waitForWorker) => {
    if (waitForWorker && !await until(`a free ${type} worker`, () => workerFree(port, type), 2e4, stop))
      return false;
    await forgeStory("lab dispatch", id, ["--type", type], agent, body);
    return !stop.aborted;
  };
  const submit = async (id, agent, type, body) => {
    await forgeStory("submit", id, ["--agent", agent, "--type", type], agent, body);
    return !stop.aborted;
  };
  await submit("DEMO-4", "pixel", "ux_review", "Review the wishlist page. (No pixel worker runs in the demo: this task is orphaned.)") && await dispatch("DEMO-1", "frontend", "anvil", "Add a wishlist button to product cards.", true) && await dispatch("DEMO-2", "backend", "furnace", "Add POST /api/wishlist.", true) && await dispatch("DEMO-3", "test", "crucible", "Cover the wishlist endpoint with tests.", false) && await submit("DEMO-5", "anvil", "frontend", "sim: hang (the simulated worker claims this and never hands off: it times out)");
}
async function workerFree(port, type) {
  try {
    const response = await fetchWithin(`http://127.0.0.1:${port}/api/workers/available?task_type=${type}`, {}, 2e3);
    return (await response.json()).available === true;
  } catch (error) {
    if (fetchFailure(error, 2e3) !== null || error instanceof SyntaxError)
      return false;
    throw error;
  }
}
function tmuxRuns() {
  if (process.platform === "win32")
    return Promise.resolve(false);
  return new Promise((resolve) => execFile("tmux", ["-V"], (error) => resolve(!error)));
}
async function look(root) {
  const read = await readTracking(root);
  return { tracking: read?.ok ? read.tracking : null, ledger: await readHistoryRecords(root), pipeline: await readPipeline(root) };
}
function progressView(options) {
  let drawn = 0;
  const printed = /* @__PURE__ */ new Map();
  return {
    show(stories) {
      const lines = renderProgress(stories);
      if (options.live) {
        options.out(`${drawn > 0 ? `\x1B[${drawn}A` : ""}${lines.map((line) => `\x1B[2K${line}
`).join("")}`);
        drawn = lines.length;
        return;
      }
      stories.forEach((story, i) => {
        if (story.steps.length > 0 && printed.get(story.id) !== lines[i])
          options.out(`${lines[i]}
`);
        printed.set(story.id, lines[i]);
      });
    }
  };
}
function summaryText(result, elapsedMs, keep, failed) {
  const s = result.summary;
  const ending = failed ? "stopped by an error" : result.interrupted ? "interrupted" : s.finished === s.stories ? "done" : "stopped at the time limit";
  const lines = [
    "",
    `${ending} after ${(elapsedMs / 1e3).toFixed(1)} s: ${s.finished} of ${s.stories} stories finished`,
    `  confirmed ${s.confirmed}, orphaned ${s.orphaned}, timed out ${s.timedOut}, degraded runs ${s.degraded}, failed ${s.failed}`,
    result.leftover > 0 ? `  ${result.leftover} process(es) still run (every other one stopped)` : "  every process stopped",
    keep ? `  the project is kept: ${result.root} (lab/pipeline.jsonl, events.jsonl, worker-inbox/.history.jsonl, handoffs/)` : result.removed ? "  the temp project was removed (forge demo --keep keeps it to look at the files)" : `  the temp project could not be removed: ${result.root}`,
    ""
  ];
  return `${lines.join("\n")}
`;
}
async function until(what, probe, boundMs, stop, detail = () => "") {
  const deadline = Date.now() + boundMs;
  while (!await probe()) {
    if (stop.aborted)
      return false;
    if (Date.now() > deadline)
      throw new Error(`gave up waiting for ${what} after ${boundMs / 1e3} s${detail() ? `:
${detail()}` : ""}`);
    await pause(100, stop);
  }
  return true;
}
function pause(ms, stop) {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      stop.removeEventListener("abort", done);
      resolve();
    }
    stop.addEventListener("abort", done, { once: true });
  });
}
export {
  runDemo
};
