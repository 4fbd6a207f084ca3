import {
  readAdapter
} from "./chunk-KF2GE3V3.js";
import {
  pickNext
} from "./chunk-SXGICIJ4.js";
import {
  heldTask
} from "./chunk-XT5KH5XU.js";
import {
  touchHeartbeat
} from "./chunk-3TPJKPS2.js";
import {
  removeMark
} from "./chunk-R4665AHH.js";
import {
  composePrompt
} from "./chunk-XHYQZ3GS.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-YIINDENA.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-FDHFX2U6.js";
import "./chunk-J6X3T4X6.js";
import {
  readFrontMatterFile
} from "./chunk-H2E55P6B.js";
import "./chunk-JRSHXSYG.js";
import "./chunk-B5S5ERRU.js";
import "./chunk-6TUQ6O5T.js";
import {
  listInbox
} from "./chunk-YGAR6IX4.js";
import {
  installWorkerSettings
} from "./chunk-DHY4DW7S.js";
import "./chunk-NONMS3C3.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-TDAW46ID.js";
import "./chunk-2ROV757Q.js";
import "./chunk-QR4ULOYC.js";
import {
  TaskFrontMatter
} from "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-ULHD23A5.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-2H5I2D6R.js";
import {
  agentInbox,
  classifyInboxName,
  contextFile
} from "./chunk-MSTBUHMK.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/workers/stop-hook.js
import { unlink } from "node:fs/promises";

// dist/src/workers/inbox-wait.js
import { watch } from "node:fs";
function watchInboxFolder(options) {
  if (options.mode === "poll") {
    const timer = setInterval(options.onHint, options.pollIntervalMs);
    return { close: () => clearInterval(timer) };
  }
  const watcher = watch(options.dir, { persistent: true }, (_event, name) => {
    if (name === null || mayUnblock(name.toString()))
      options.onHint();
  });
  watcher.on("error", (error) => options.onError(error));
  return { close: () => watcher.close() };
}
function mayUnblock(name) {
  const kind = classifyInboxName(name);
  return kind !== null && (kind.kind === "task" || kind.kind === "signal");
}

// dist/src/workers/warm-up.js
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
var SAMPLE = `---
story_id: WARM-UP
project_id: warm-up
worktree_path: /warm-up
project_root: /warm-up
handoff_dir: /warm-up
agent: warm-up
task_type: frontend
ipc_protocol: ipc-v1
submitted_at: "2026-01-01T00:00:00.000Z"
urgency: normal
---
A sample task, read once so the real one is read fast.
`;
async function warmUpTaskReading() {
  let dir;
  try {
    dir = await mkdtemp(join(tmpdir(), "forge-warm-up-"));
  } catch (error) {
    const code = error.code;
    if (code === "EACCES" || code === "EROFS" || code === "ENOSPC")
      return;
    throw error;
  }
  try {
    const file = join(dir, "WARM-UP.md");
    await writeFile(file, SAMPLE);
    await readFrontMatterFile(file, TaskFrontMatter, { projectRoot: dir, display: "WARM-UP.md", maxBytes: 4096 });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// dist/src/workers/stop-hook.js
async function runStopHook(options) {
  const { projectRoot, agent, config, clock } = options;
  const started = clock.now();
  await touchHeartbeat(projectRoot, agent, started);
  await removeMark(projectRoot, agent, "needs-input");
  const adapter = await readAdapter(projectRoot, agent, config);
  const stories = await listInbox(projectRoot, agent);
  const held = stories === null ? null : await heldTask(projectRoot, agent, stories, config.daemon.max_task_bytes);
  if (held)
    return { kind: "held", ...held };
  await warmUpTaskReading();
  const keys = /* @__PURE__ */ new Map();
  const tryClaim = async () => {
    const result = await pickNext(projectRoot, {
      agent,
      session_id: options.sessionId,
      now: () => toIso(clock.now()),
      maxBytes: config.daemon.max_task_bytes,
      keys,
      respectDependsOn: config.dispatch.respect_depends_on
    });
    return result.picked;
  };
  const picked = await waitForClaim(options, tryClaim);
  const waitedMs = clock.now() - started;
  if (picked === "idle")
    return { kind: "idle", waitedMs };
  if (picked === "stopped")
    return { kind: "stopped", waitedMs };
  try {
    return { ...await deliver(options, picked, adapter), waitedMs };
  } catch (error) {
    await unlink(inProject(projectRoot, picked.claimFile));
    throw error;
  }
}
async function deliver(options, task, adapter) {
  const { projectRoot, agent, config } = options;
  const sections = options.contextSections ? await options.contextSections(task) : [];
  const composed = composePrompt({
    task: task.frontMatter,
    body: task.body,
    adapter,
    budget: config.workers.prompt_budget,
    projectRoot,
    taskFile: inProject(projectRoot, task.file),
    contextFile: inProject(projectRoot, contextFile(agent, task.id)),
    contextSections: sections
  });
  const settings = await installWorkerSettings(projectRoot, agent, task.id, task.frontMatter.worktree_path, config);
  const note = settings.kind === "no_worktree" ? `

Note: ${settings.worktree} does not exist yet, so Heimdall and the worker hooks were not written into its .claude/settings.local.json; create the worktree, then run: forge hooks install --worktree ${settings.worktree} --context ${inProject(projectRoot, contextFile(agent, task.id))}
` : "";
  const cuts = composed.cuts.map((cut) => `${cut.part} ${cut.fromBytes}->${cut.toBytes} bytes`);
  return { kind: "claimed", id: task.id, prompt: `${composed.text}${note}`, cuts, settings };
}
var SESSION_CHECK_MS = 1e3;
function waitForClaim(options, tryClaim) {
  const { config, clock } = options;
  return new Promise((resolve, reject) => {
    let done = false;
    let looking = false;
    let again = false;
    let ending = null;
    const finish = (outcome) => {
      if (done)
        return;
      done = true;
      watch2.close();
      clearTimeout(deadline);
      clearInterval(backstop);
      clearInterval(sessionCheck);
      options.signal.removeEventListener("abort", onAbort);
      if (outcome instanceof Error)
        reject(outcome);
      else
        resolve(outcome);
    };
    const end = (why) => {
      ending ??= why;
      if (!looking)
        finish(ending);
    };
    const look = async () => {
      if (looking) {
        again = true;
        return;
      }
      looking = true;
      try {
        let picked = null;
        do {
          again = false;
          picked = await tryClaim();
        } while (!picked && again && ending === null);
        if (picked && ending === "stopped")
          await unlink(inProject(options.projectRoot, picked.claimFile));
        else if (picked)
          return finish(picked);
        if (ending !== null)
          return finish(ending);
        if (!waitingSaid) {
          waitingSaid = true;
          options.onWaiting?.();
        }
      } catch (error) {
        finish(error);
      } finally {
        looking = false;
      }
    };
    let waitingSaid = false;
    const onAbort = () => end("stopped");
    const watch2 = watchInboxFolder({
      dir: inProject(options.projectRoot, agentInbox(options.agent)),
      mode: config.daemon.watch,
      pollIntervalMs: config.daemon.poll_interval,
      onHint: () => void look(),
      onError: (error) => finish(error)
    });
    const deadline = Number.isFinite(options.idleWaitMs) ? setTimeout(() => end("idle"), options.idleWaitMs) : void 0;
    const current = options.stillCurrent;
    const sessionCheck = current ? setInterval(() => {
      void current().then((yes) => yes || end("stopped")).catch((error) => finish(error));
    }, SESSION_CHECK_MS) : void 0;
    const backstop = setInterval(() => {
      void touchHeartbeat(options.projectRoot, options.agent, clock.now()).catch((error) => finish(error));
      void look();
    }, config.daemon.reconcile_interval);
    options.signal.addEventListener("abort", onAbort, { once: true });
    if (options.signal.aborted)
      end("stopped");
    else
      void look();
  });
}
export {
  runStopHook
};
