import {
  watchTree
} from "./chunk-DHQILCMW.js";
import {
  REVIEW_ORDER,
  dispatchDegraded
} from "./chunk-LLCQM5EM.js";
import {
  recordDegradedEnd,
  writeErrorHandoff
} from "./chunk-YVCFA5LI.js";
import {
  pollFolders
} from "./chunk-KWQMMKFM.js";
import "./chunk-A7223CS6.js";
import "./chunk-ZOWVDP76.js";
import {
  watchOptionsFor
} from "./chunk-Z6XF57ZM.js";
import {
  appendPipeline,
  readPipeline
} from "./chunk-3WFSBDHS.js";
import "./chunk-M3W5YRLR.js";
import {
  readTask
} from "./chunk-LFHB6M5V.js";
import {
  confirmStory
} from "./chunk-7E7M3GCF.js";
import {
  reviewQueueFile
} from "./chunk-2SZZPO6G.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VSUZ4L4C.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-FDVKIPDD.js";
import {
  readHandoff
} from "./chunk-PJMYZ3AP.js";
import "./chunk-J6X3T4X6.js";
import {
  submitTask,
  whyIdInUse
} from "./chunk-WO7QXKF4.js";
import "./chunk-KCJAKDPX.js";
import "./chunk-JH4NCKVG.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-QTYCUWII.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-FA4IUSWH.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import {
  pathExists
} from "./chunk-J4NJ7XEG.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-AF6YNM63.js";
import "./chunk-IV55VMWX.js";
import "./chunk-YIVYDRAM.js";
import {
  writeAtomic
} from "./chunk-VF46JH6B.js";
import "./chunk-G57OUFMF.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-ULHD23A5.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-WODHW2AT.js";
import "./chunk-DVXXGNJS.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-DVQOKHBY.js";
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
  inProject
} from "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  HANDOFFS_DIR,
  INBOX_DIR,
  handoffFile,
  isTempName
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/lab-reference/sentinel.js
import { unlink } from "node:fs/promises";

// dist/src/lab-reference/next-review.js
var reviewTaskId = (storyId, review) => `${storyId}.${review}`;
function chainOf(task) {
  const chain = task.review_chain;
  return Array.isArray(chain) ? chain.filter((review) => REVIEW_ORDER.includes(review)) : [];
}
async function submitNextReview(projectRoot, env, task, now) {
  const [review, ...rest] = chainOf(task);
  if (review === void 0)
    return null;
  const story = typeof task.reviews_story === "string" ? task.reviews_story : task.story_id;
  const id = reviewTaskId(story, review);
  if (await whyIdInUse(projectRoot, id, null) !== null)
    return null;
  const submitted = await submitTask(projectRoot, env, {
    story_id: id,
    task_type: review,
    worktree_path: task.worktree_path,
    assigned_branch: task.assigned_branch,
    project_id: task.project_id,
    handoff_dir: task.handoff_dir,
    urgency: task.urgency,
    title: task.title === void 0 ? void 0 : `${review.replace("_", " ")}: ${task.title}`,
    has_db_migration: task.has_db_migration,
    has_api_changes: task.has_api_changes,
    extra: { review_chain: rest, fast_lane: false, reviews_story: story }
  }, `Review story ${story} (${review.replace("_", " ")}): its work is on ${task.assigned_branch ?? task.worktree_path}; its pr-handoff is ${task.story_id}-pr-handoff.md.${task.has_db_migration ? " It changes the database schema: review the migration and its rollback." : ""}${task.has_api_changes ? " It changes an API: review its callers and its compatibility." : ""}
`, now);
  if (!submitted.ok)
    throw new ForgeError("bad_input", `the ${review} of ${story} does not make a valid task:
  ${submitted.errors.map(renderDiagnostic).join("\n  ")}`);
  return { id, agent: submitted.agent };
}

// dist/src/lab-reference/review-queue.js
async function queueForReview(projectRoot, id, entry, options) {
  const file = inProject(projectRoot, reviewQueueFile(id));
  if (await pathExists(file))
    return "already";
  const escalation = await readHandoff(projectRoot, id, "escalation", options.maxBytes);
  if (escalation === null && !options.anyway)
    return "waiting";
  const facts = escalation?.ok ? escalation.frontMatter : {};
  const frontMatter = {
    story_id: id,
    agent: entry.agent,
    reason: typeof facts.reason === "string" ? facts.reason : "escalated by Heimdall",
    violations: typeof facts.violations === "number" ? facts.violations : null,
    escalated_at: entry.escalated_at,
    task: entry.file,
    escalation_handoff: handoffFile(id, "escalation"),
    queued_at: options.now
  };
  const body = [
    `# ${id} needs a person`,
    "",
    `Heimdall stopped ${entry.agent} on ${id}: ${frontMatter.reason}. The sentinel does not retry escalated stories.`,
    "",
    "Evidence: the escalation handoff named above and the blocked calls in _vibe-chain-output/heimdall-audit.log.",
    "",
    "Ways out:",
    `- resume: fix what made the worker reach for blocked commands, then delete the task's .escalation signal (the daemon puts the story back where it was);`,
    `- drop: forge confirm --story ${id} --force (the daemon records it in the ledger and cleans up), then remove this file.`,
    ""
  ].join("\n");
  await writeAtomic(file, renderFrontMatter(frontMatter, body));
  return "queued";
}

// dist/src/lab-reference/sentinel-plan.js
function actionKey(action, submittedAt) {
  return `${action.type}:${action.id}:${submittedAt ?? ""}`;
}
function planSentinel(tracking, done, whenBusy = "degraded") {
  const actions = [];
  for (const id of Object.keys(tracking.tasks).sort()) {
    const entry = tracking.tasks[id];
    let action = null;
    if (entry.state === "handed_off" && entry.handoff?.kind === "pr")
      action = { type: "confirm", id, agent: entry.agent, status: entry.handoff.status };
    else if (entry.state === "orphaned" && whenBusy === "degraded")
      action = { type: "reroute", id, agent: entry.agent, file: entry.file };
    else if (entry.state === "timed_out")
      action = { type: "fail-timeout", id, agent: entry.agent };
    else if (entry.state === "escalated")
      action = { type: "review", id, agent: entry.agent };
    if (action && !done.has(actionKey(action, entry.submitted_at)))
      actions.push(action);
  }
  return actions;
}

// dist/src/lab-reference/sentinel.js
var CORRUPT_CYCLES_BEFORE_WARNING = 3;
var HANDOFF_LOOKS = 10;
function startSentinel(options) {
  const { projectRoot, config, log, now } = options;
  const done = /* @__PURE__ */ new Set();
  const openDegraded = /* @__PURE__ */ new Map();
  const endings = /* @__PURE__ */ new Set();
  const failedOnce = /* @__PURE__ */ new Set();
  const reviewLooks = /* @__PURE__ */ new Map();
  const watches = [];
  let corruptCycles = 0;
  let timer = null;
  let running = null;
  let again = false;
  let closing = null;
  const maxBytes = config.daemon.max_task_bytes;
  async function record(record2) {
    await appendPipeline(projectRoot, { at: now(), ...record2 });
    log(`${record2.story_id} ${record2.event}${record2.reason ? `: ${record2.reason}` : record2.status ? ` (${record2.status})` : ""}`);
  }
  async function act(action, entry) {
    const key = actionKey(action, entry.submitted_at);
    switch (action.type) {
      case "confirm": {
        const task = action.status === "completed" ? await readTask(projectRoot, action.agent, action.id, maxBytes) : null;
        const next = task?.ok ? await submitNextReview(projectRoot, options.env, task.frontMatter, now()) : null;
        await confirm(action.id);
        await record({
          story_id: action.id,
          event: "done",
          agent: action.agent,
          status: action.status,
          key,
          ...next ? { reason: `next: ${next.id} for ${next.agent}` } : {}
        });
        return;
      }
      case "fail-timeout": {
        await writeErrorHandoff(projectRoot, { story_id: action.id, agent: action.agent, reason: "worker_timeout", created_at: now() }, `${action.agent} claimed ${action.id} at ${entry.picked_up_at ?? "an unknown time"} and wrote no handoff before the stage deadline; the daemon wrote .timeout at ${entry.timed_out_at ?? "an unknown time"}.
`);
        await confirm(action.id);
        await record({ story_id: action.id, event: "failed", agent: action.agent, reason: "worker_timeout", key });
        return;
      }
      case "review": {
        const looks = (reviewLooks.get(key) ?? 0) + 1;
        reviewLooks.set(key, looks);
        const queued = await queueForReview(projectRoot, action.id, entry, { now: now(), maxBytes, anyway: looks > HANDOFF_LOOKS });
        if (queued === "waiting") {
          done.delete(key);
          return;
        }
        reviewLooks.delete(key);
        await record({ story_id: action.id, event: "review", agent: action.agent, reason: "escalated", key });
        return;
      }
      case "reroute":
        await reroute(action, key);
    }
  }
  async function confirm(id) {
    try {
      await confirmStory(projectRoot, id, { force: false, by: "sentinel", now: now(), maxBytes });
    } catch (error) {
      if (!(error instanceof ForgeError && error.code === "not_found"))
        throw error;
    }
  }
  async function reroute(action, key) {
    const task = await readTask(projectRoot, action.agent, action.id, maxBytes);
    if (task === null || !task.ok) {
      done.add(key);
      return;
    }
    try {
      await unlink(inProject(projectRoot, task.file));
    } catch (error) {
      if (error.code !== "ENOENT")
        throw error;
    }
    const { frontMatter, body } = task;
    await record({ story_id: action.id, event: "rerouted", agent: action.agent, reason: "orphaned", key });
    try {
      const result = await dispatchDegraded({ projectRoot, config, env: options.env, now }, { ...frontMatter, story_id: frontMatter.story_id, agent: action.agent, body }, "orphaned: not picked up before the orphan deadline");
      track(action.id, action.agent, result.run);
    } catch (error) {
      if (!(error instanceof ForgeError))
        throw error;
      await writeErrorHandoff(projectRoot, { story_id: action.id, agent: action.agent, reason: "orphaned", created_at: now() }, `Not picked up in time, and the degraded run could not start: ${error.message}
`);
      await record({ story_id: action.id, event: "failed", agent: action.agent, reason: `orphaned; degraded run did not start: ${error.message}` });
    }
  }
  function track(id, agent, run) {
    openDegraded.set(id, { agent, run });
    const ending = recordDegradedEnd(projectRoot, run, {
      now,
      maxBytes,
      interrupted: () => closing !== null,
      recorded: (end) => log(`${id} degraded run ended (${end.exit}): ${end.outcome}${end.reason ? `, ${end.reason}` : ""}`)
    }).then(() => void openDegraded.delete(id)).catch((error) => log(`ERROR ${id}: recording the end of its degraded run failed: ${error.message}`)).finally(() => endings.delete(ending));
    endings.add(ending);
  }
  async function settleDegraded(id, agent) {
    const handoff = await readHandoff(projectRoot, id, "pr", maxBytes);
    if (!handoff?.ok)
      return;
    openDegraded.delete(id);
    await record({ story_id: id, event: "done", agent, status: String(handoff.frontMatter.status), reason: "degraded" });
  }
  async function cycleOnce() {
    const read = await readTracking(projectRoot);
    if (read !== null && !read.ok) {
      corruptCycles += 1;
      if (corruptCycles === CORRUPT_CYCLES_BEFORE_WARNING)
        log(`WARN .tracking.json unreadable for ${corruptCycles} cycles; waiting for the daemon to rebuild it`);
    } else if (read !== null) {
      corruptCycles = 0;
      for (const action of planSentinel(read.tracking, done, config.lab.when_busy)) {
        const key = actionKey(action, read.tracking.tasks[action.id].submitted_at);
        done.add(key);
        try {
          await act(action, read.tracking.tasks[action.id]);
          failedOnce.delete(key);
        } catch (error) {
          done.delete(key);
          if (!failedOnce.has(key))
            log(`ERROR ${action.id} ${action.type}: ${error.message}; retrying each cycle`);
          failedOnce.add(key);
        }
      }
    }
    for (const [id, open] of openDegraded)
      if (open.run === null)
        await settleDegraded(id, open.agent);
  }
  function cycle() {
    if (running) {
      again = true;
      return running;
    }
    running = cycleOnce().finally(() => {
      running = null;
      if (again && !closing) {
        again = false;
        void cycle();
      }
    });
    return running;
  }
  async function start() {
    for (const record2 of await readPipeline(projectRoot)) {
      if (typeof record2.key === "string")
        done.add(record2.key);
      if (record2.event === "degraded-spawn")
        openDegraded.set(record2.story_id, { agent: record2.agent ?? "degraded", run: null });
      if (record2.event === "done" || record2.event === "failed")
        openDegraded.delete(record2.story_id);
    }
    if (options.watch) {
      const onEvent = () => void cycle();
      const onError = (error) => log(`ERROR watcher: ${error.message}; the timer still looks every ${config.lab.sentinel_interval} ms`);
      const ignore = (path) => isTempName(path.slice(path.lastIndexOf("/") + 1));
      const { mode, pollIntervalMs } = watchOptionsFor(config, projectRoot);
      const watchFolder = mode === "poll" ? pollFolders : watchTree;
      watches.push(watchFolder({ root: inProject(projectRoot, INBOX_DIR), depth: 0, mode, pollIntervalMs, ignore, onEvent, onError }));
      watches.push(watchFolder({ root: inProject(projectRoot, HANDOFFS_DIR), depth: 0, mode, pollIntervalMs, ignore, onEvent, onError }));
      await Promise.all(watches.map((watch) => watch.ready));
      timer = setInterval(() => void cycle(), config.lab.sentinel_interval);
    }
    await cycle();
  }
  function close() {
    closing ??= (async () => {
      if (timer)
        clearInterval(timer);
      await Promise.allSettled(watches.map((watch) => watch.close()));
      await ready.catch(() => void 0);
      await running;
      const runs = [...openDegraded.values()].flatMap((open) => open.run ? [open.run] : []);
      for (const run of runs)
        run.stop();
      await Promise.allSettled([...endings]);
    })();
    return closing;
  }
  const ready = start();
  return { ready, cycle, close };
}
export {
  startSentinel
};
