import {
  runDegraded
} from "./chunk-A7223CS6.js";
import {
  unservedReviewWarning
} from "./chunk-ZOWVDP76.js";
import {
  appendPipeline
} from "./chunk-3WFSBDHS.js";
import {
  storyIdErrors
} from "./chunk-FDVKIPDD.js";
import {
  submitTask,
  whyIdInUse
} from "./chunk-WO7QXKF4.js";
import {
  agentForTaskType
} from "./chunk-JH4NCKVG.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  typoOf
} from "./chunk-DZG4LJL6.js";
import {
  KNOWN_TASK_TYPES,
  canonicalTaskType
} from "./chunk-5U7VJXKJ.js";
import {
  renderDiagnostic
} from "./chunk-RMGIHFYB.js";
import {
  rosterOf
} from "./chunk-EGGF3NBR.js";
import {
  HANDOFFS_DIR
} from "./chunk-YZV3RAMM.js";

// dist/src/lab-reference/review-route.js
var REVIEW_ORDER = ["code_review", "arch_review", "ux_review"];
function reviewRoute(input) {
  const type = canonicalTaskType(input.task_type);
  const scope = input.estimated_scope ?? "medium";
  const forced = [];
  const wanted = /* @__PURE__ */ new Set();
  if (scope !== "small") {
    wanted.add("code_review");
    if (scope === "large")
      wanted.add("arch_review");
    if (type === "frontend" || type === "fullstack")
      wanted.add("ux_review");
  }
  for (const skipped of input.skip_reviews ?? [])
    wanted.delete(skipped);
  if (input.has_db_migration) {
    wanted.add("code_review").add("arch_review");
    forced.push("has_db_migration: no fast lane, full architecture review");
  }
  if (input.has_api_changes) {
    wanted.add("code_review");
    forced.push("has_api_changes: code review");
  }
  if (REVIEW_ORDER.includes(type))
    return { fast_lane: false, reviews: [], forced: [] };
  const reviews = REVIEW_ORDER.filter((review) => wanted.has(review));
  return { fast_lane: scope === "small" && reviews.length === 0, reviews, forced };
}

// dist/src/lab-reference/dispatcher.js
function createDispatcher(deps) {
  let handshake = null;
  function shake() {
    handshake ??= deps.api.handshake(projectIdOf(deps.config, deps.projectRoot)).then((outcome) => {
      if (outcome.kind === "ok")
        return "ok";
      if (outcome.kind === "mismatch") {
        deps.warn(`${outcome.detail}; dispatching every story in degraded mode (${deps.config.lab.degraded_command})`);
        return "degraded";
      }
      handshake = null;
      return "retry";
    });
    return handshake;
  }
  const degraded = (request, reason) => dispatchDegraded(deps, request, reason);
  async function dispatch(request) {
    const idErrors = storyIdErrors(request.story_id, "dispatch");
    if (idErrors.length > 0)
      throw new ForgeError("usage", idErrors.map(renderDiagnostic).join("\n"));
    const read = await readTracking(deps.projectRoot);
    const inUse = await whyIdInUse(deps.projectRoot, request.story_id, read?.ok ? read.tracking : null);
    if (inUse !== null)
      throw new ForgeError("conflict", `${inUse}; story ids are unique per project`);
    const rosterAgent = agentForTaskType(deps.config, request.task_type);
    if (!rosterAgent.ok)
      refuseTypo(deps.config, request.task_type);
    const unserved = unservedReviewWarning(deps.config, `story ${request.story_id}`, {
      story_id: request.story_id,
      review_chain: reviewRoute(request).reviews
    });
    if (unserved)
      deps.warn(`review_chain: ${unserved.expected}`);
    const whenBusy = request.when_busy ?? deps.config.lab.when_busy;
    const notFree = (agent, why) => {
      if (whenBusy === "degraded")
        return degraded({ ...request, agent: agent ?? (rosterAgent.ok ? rosterAgent.agent : "degraded") }, why);
      const waitFor = agent ?? (rosterAgent.ok ? rosterAgent.agent : null);
      if (waitFor === null)
        throw new ForgeError("bad_input", `${why}, and [lab] when_busy = "queue" waits for a worker: ${rosterAgent.ok ? "" : rosterAgent.expected}; or use --when-busy degraded`);
      return toInbox(request, waitFor, why);
    };
    const mode = await shake();
    if (mode === "degraded")
      return notFree(null, "protocol mismatch with the daemon");
    const answer = await deps.api.available(request.task_type);
    if (answer.kind === "unreachable")
      return notFree(null, `daemon unavailable: ${answer.detail}`);
    const availability = answer.availability;
    if (!availability.available) {
      const why = availability.agent === null ? `no worker for task type ${request.task_type} (${availability.reason})` : `${availability.agent} is busy with ${availability.current_task ?? "another task"}`;
      return notFree(availability.agent, why);
    }
    return toInbox(request, availability.agent, null);
  }
  async function toInbox(request, agent, queued) {
    const { body, estimated_scope, skip_reviews, when_busy, ...draft } = request;
    const route = reviewRoute(request);
    const extra = { ...draft.extra, review_chain: route.reviews, fast_lane: route.fast_lane, ...estimated_scope ? { estimated_scope } : {} };
    const submitted = await submitTask(deps.projectRoot, deps.env, { ...draft, agent, extra }, body, deps.now());
    if (!submitted.ok)
      throw new ForgeError("bad_input", `the story does not make a valid task:
  ${submitted.errors.map(renderDiagnostic).join("\n  ")}`);
    await appendPipeline(deps.projectRoot, {
      at: deps.now(),
      story_id: request.story_id,
      event: "dispatched",
      agent: submitted.agent,
      file: submitted.file,
      fast_lane: route.fast_lane,
      reviews: route.reviews,
      forced: route.forced,
      ...queued === null ? {} : { queued }
    });
    for (const warning of submitted.warnings)
      deps.warn(warning);
    return { mode: "inbox", story_id: request.story_id, agent: submitted.agent, file: submitted.file, ...queued === null ? {} : { queued } };
  }
  return { dispatch };
}
function refuseTypo(config, taskType) {
  const taken = Object.values(rosterOf(config)).flatMap((worker) => worker.task_types);
  const meant = typoOf(taskType, [.../* @__PURE__ */ new Set([...taken, ...KNOWN_TASK_TYPES])]);
  if (meant === null || meant === taskType)
    return;
  throw new ForgeError("usage", `--type ${taskType}: no roster worker takes it (did you mean ${meant}?); the roster takes ${[...new Set(taken)].join(", ")}`);
}
async function dispatchDegraded(deps, request, reason) {
  const run = await runDegraded({
    projectRoot: deps.projectRoot,
    config: deps.config,
    env: deps.env,
    reason,
    now: deps.now,
    task: {
      story_id: request.story_id,
      agent: request.agent,
      task_type: request.task_type,
      worktree_path: request.worktree_path,
      handoff_dir: request.handoff_dir ?? `${deps.projectRoot}/${HANDOFFS_DIR}`,
      assigned_branch: request.assigned_branch,
      has_db_migration: request.has_db_migration,
      has_api_changes: request.has_api_changes,
      title: request.title,
      body: request.body
    }
  });
  return { mode: "degraded", story_id: request.story_id, agent: request.agent, reason, run };
}

export {
  REVIEW_ORDER,
  createDispatcher,
  dispatchDegraded
};
