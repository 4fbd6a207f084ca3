import {
  readAdapter
} from "./chunk-GVABGYPN.js";
import {
  holdStopTurn
} from "./chunk-B4B5MKH5.js";
import {
  pickNext
} from "./chunk-ZCZQVZMR.js";
import {
  touchHeartbeat
} from "./chunk-NOJMCEDM.js";
import {
  heldTask
} from "./chunk-J5Z4FF4T.js";
import {
  watchOptionsFor
} from "./chunk-Z6XF57ZM.js";
import {
  composePrompt
} from "./chunk-BSUXXPLT.js";
import {
  isCurrentSession,
  readSessionMark,
  removeMark,
  writeMark
} from "./chunk-HSUGBURF.js";
import {
  hookLog
} from "./chunk-74V7TVD4.js";
import {
  listInbox
} from "./chunk-PX2LI2PJ.js";
import {
  readFrontMatterFile
} from "./chunk-FA4IUSWH.js";
import {
  shellQuote
} from "./chunk-3HRL5VYN.js";
import {
  TaskFrontMatter
} from "./chunk-UYGV2EW6.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  managedWorkers
} from "./chunk-EGGF3NBR.js";
import {
  agentInbox,
  classifyInboxName,
  contextFile
} from "./chunk-YZV3RAMM.js";

// dist/src/workers/stop-answer.js
import { randomUUID } from "node:crypto";
import { realpath } from "node:fs/promises";

// dist/src/workers/held-reminder.js
function heldReminder(id, handoffProblem, agent, projectRoot) {
  return [
    `You still hold task ${id} (picked up, ${handoffProblem ?? "no handoff yet"}); no new task comes until it is handed off.`,
    `Its instructions are in ${projectRoot.replace(/[\\/]+$/, "")}/${agentInbox(agent)}/${id}.md. Finish it, then hand it off:`,
    "",
    "```sh",
    `forge handoff --project ${shellQuote(projectRoot)} --story ${id} --status completed --summary '<one line>' --file - <<'HANDOFF'`,
    "<for the reviewers>",
    "HANDOFF",
    "```",
    "",
    "If you cannot finish, hand off with --status failed or --status blocked and say why in the body."
  ].join("\n");
}

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
  const release = await holdStopTurn(options.projectRoot, options.agent, options.sessionId);
  if (release === null)
    return { kind: "duplicate" };
  try {
    const outcome = await stopTurn(options);
    await options.answering?.(outcome);
    return outcome;
  } finally {
    await release();
  }
}
async function stopTurn(options) {
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
  const cuts = composed.cuts.map((cut) => `${cut.part} ${cut.fromBytes}->${cut.toBytes} bytes`);
  return { kind: "claimed", id: task.id, prompt: composed.text, cuts, worktree: task.frontMatter.worktree_path };
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
    const dir = inProject(options.projectRoot, agentInbox(options.agent));
    const watch2 = watchInboxFolder({
      dir,
      ...watchOptionsFor(config, dir),
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

// dist/src/workers/stop-answer.js
async function answerStop(call) {
  const { projectRoot, agent, config, clock } = call;
  const log = hookLog(projectRoot, "stop", agent, clock.now, call.stderr);
  let reply = null;
  const answer = async (outcome, failure) => {
    let moving = null;
    if (outcome?.kind === "claimed" && call.sessionAgent === agent)
      moving = await sandboxElsewhere(projectRoot, agent, call.sessionStarted, outcome.worktree, clock);
    reply = moving === null ? answerOf(outcome, agent, projectRoot, call.continuing) : {};
    const said = failure === null ? describeOutcome(outcome, call.continuing) : `failed: ${failure}; letting the session stop, nothing claimed`;
    await log.line(moving === null ? said : `${said}; ${moving}`).catch((error) => call.stderr(`forge hook stop: ${error.message}
`));
  };
  try {
    const managed = call.sessionAgent === agent && managedWorkers(config).includes(agent);
    const idleWait = call.idleWaitMs ?? (managed ? Infinity : config.workers.idle_wait);
    const started = call.sessionStarted;
    const outcome = await runStopHook({
      projectRoot,
      agent,
      config,
      idleWaitMs: idleWait,
      sessionId: call.sessionId ?? randomUUID(),
      clock,
      signal: call.signal,
      ...managed && started ? { stillCurrent: () => isCurrentSession(projectRoot, agent, started) } : {},
      onWaiting: () => call.stderr(`forge hook stop: nothing to claim for ${agent}; waiting ${idleWait === Infinity ? "without a time limit" : `up to ${Math.round(idleWait / 1e3)}s`} for a task
`),
      contextSections: async (task) => {
        const [{ swarmPromptSections }, { inspectionPromptSections }] = await Promise.all([
          import("./chunk-XGYW3GQQ.js"),
          import("./chunk-QCCQPRXR.js")
        ]);
        return [
          ...await swarmPromptSections(projectRoot, task.frontMatter, clock.now),
          ...await inspectionPromptSections(projectRoot, clock, task.frontMatter)
        ];
      },
      answering: (outcome2) => answer(outcome2, null)
    });
    if (reply === null)
      await answer(outcome, null);
  } catch (error) {
    if (reply === null)
      await answer(null, error instanceof Error ? error.message : String(error));
  }
  return reply ?? {};
}
async function sandboxElsewhere(projectRoot, agent, started, worktree, clock) {
  const mark = await readSessionMark(projectRoot, agent);
  if (!mark?.sandbox || mark.folder === void 0 || mark.started_at !== started)
    return null;
  const [here, there] = await Promise.all([realFolder(mark.folder), realFolder(worktree)]);
  if (there === null || here === there)
    return null;
  await writeMark(projectRoot, agent, "restart", { at: new Date(clock.now()).toISOString(), reason: `task worktree ${worktree}` });
  return `its worktree ${worktree} is outside this sandboxed session's folder ${mark.folder}: restarting the session there`;
}
async function realFolder(path) {
  try {
    return await realpath(path);
  } catch (error) {
    if (error.code === "ENOENT" || error.code === "ENOTDIR")
      return null;
    throw error;
  }
}
function answerOf(outcome, agent, projectRoot, continuing) {
  if (outcome?.kind === "claimed")
    return { decision: "block", reason: outcome.prompt };
  if (outcome?.kind !== "held" || continuing)
    return {};
  return { decision: "block", reason: heldReminder(outcome.id, outcome.handoffProblem, agent, projectRoot) };
}
function describeOutcome(outcome, continuing) {
  switch (outcome.kind) {
    case "claimed":
      return `claimed ${outcome.id} after ${outcome.waitedMs} ms${outcome.cuts.length ? `; prompt cut: ${outcome.cuts.join(", ")}` : ""}`;
    case "held":
      return `still holds ${outcome.id} (picked up, ${outcome.handoffProblem ?? "no handoff yet"}): claiming nothing new; ${continuing ? "letting the session stop" : "offering it again"}`;
    case "idle":
      return `nothing to claim after ${outcome.waitedMs} ms; letting the session stop`;
    case "stopped":
      return "asked to stop while waiting; nothing claimed";
    case "duplicate":
      return "another registration of this session's Stop hook answers this stop; answering nothing";
  }
}

export {
  answerStop
};
