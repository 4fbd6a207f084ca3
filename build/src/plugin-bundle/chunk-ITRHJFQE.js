import {
  contextOf
} from "./chunk-72VPCXEI.js";
import {
  submitTask,
  whyIdInUse
} from "./chunk-PKEFGW35.js";
import {
  appendPipeline
} from "./chunk-QW5DITF2.js";
import {
  degradedContext,
  degradedLog,
  degradedTask
} from "./chunk-ETNMNKQH.js";
import {
  agentForTaskType
} from "./chunk-C7BY72KZ.js";
import {
  stableJson
} from "./chunk-OSW4CT7W.js";
import {
  storyIdErrors
} from "./chunk-XPDIZTJD.js";
import {
  readTracking
} from "./chunk-B5S5ERRU.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  installHooks
} from "./chunk-NONMS3C3.js";
import {
  writeAtomic
} from "./chunk-TDAW46ID.js";
import {
  renderFrontMatter
} from "./chunk-6BVEKIOM.js";
import {
  canonicalTaskType
} from "./chunk-5U7VJXKJ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  heimdallEntries
} from "./chunk-XBUSBGI4.js";
import {
  renderDiagnostic
} from "./chunk-LDN7OS7T.js";
import {
  childEnv
} from "./chunk-DVQOKHBY.js";
import {
  inProject,
  protocolPath
} from "./chunk-2H5I2D6R.js";
import {
  HANDOFFS_DIR,
  adapterFile
} from "./chunk-MSTBUHMK.js";
import {
  rosterOf
} from "./chunk-UILLDLYA.js";

// dist/src/lab-reference/degraded-run.js
import { spawn } from "node:child_process";
import { mkdir, open, readFile, stat } from "node:fs/promises";
import { dirname } from "node:path";

// dist/src/lab-reference/degraded-prompt.js
function degradedPrompt(task, adapter) {
  const facts = [
    `story_id: ${task.story_id}`,
    `agent: ${task.agent}`,
    `task_type: ${task.task_type}`,
    `worktree_path: ${task.worktree_path}`,
    `assigned_branch: ${task.assigned_branch ?? "(none)"}`,
    `handoff_dir: ${task.handoff_dir}`
  ];
  const handoff = [
    "---",
    `story_id: ${task.story_id}`,
    `agent: ${task.agent}`,
    "status: completed   # or failed, or blocked",
    'created_at: "<now, ISO 8601 with a zone>"',
    'summary: "<one paragraph>"',
    "---"
  ];
  const parts = [
    adapter === null ? null : adapter.trimEnd(),
    `# Task ${task.story_id}${task.title ? `: ${task.title}` : ""}`,
    task.body.trim() === "" ? "(no instructions were given beyond the title)" : task.body.trimEnd(),
    ["## Story facts", "", ...facts].join("\n"),
    [
      "## When you are done",
      "",
      `Write ${task.handoff_dir}/${task.story_id}-pr-handoff.md (write a temp file in that folder, then rename it) with this front matter, then a Markdown body for the reviewers:`,
      "",
      ...handoff,
      "",
      `Or run: forge handoff --story ${task.story_id} --agent ${task.agent} --status completed --summary "..."`
    ].join("\n")
  ];
  return `${parts.filter((part) => part !== null).join("\n\n")}
`;
}

// dist/src/lab-reference/degraded-run.js
var MAX_PROMPT_BYTES = 12e4;
async function runDegraded(options) {
  const { projectRoot, config, task } = options;
  await requireFolder(task.worktree_path);
  const adapter = await readAdapter(projectRoot, config, task.agent);
  const prompt = degradedPrompt(task, adapter);
  if (Buffer.byteLength(prompt) > MAX_PROMPT_BYTES) {
    throw new ForgeError("too_large", `the degraded prompt for ${task.story_id} is ${Buffer.byteLength(prompt)} bytes, over the ${MAX_PROMPT_BYTES} a command-line argument may hold; shorten the adapter or the task body`);
  }
  await guardRun(projectRoot, task);
  const { body, ...frontMatter } = task;
  await writeAtomic(inProject(projectRoot, degradedTask(task.story_id)), renderFrontMatter({ ...frontMatter, degraded_reason: options.reason }, body));
  const log = degradedLog(task.story_id);
  const logPath = inProject(projectRoot, log);
  await mkdir(dirname(logPath), { recursive: true });
  const output = await open(logPath, "a");
  const command = config.lab.degraded_command;
  let child;
  try {
    child = spawn("sh", ["-c", `${command} "$@"`, "sh", prompt], {
      cwd: task.worktree_path,
      env: childEnv(options.env, { FORGE_STORY_ID: task.story_id, FORGE_PROJECT: projectRoot }),
      stdio: ["ignore", output.fd, output.fd],
      detached: true
    });
  } finally {
    await output.close();
  }
  const exited = new Promise((resolve) => {
    child.once("error", () => resolve({ code: null, signal: null }));
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  await appendPipeline(projectRoot, {
    at: options.now(),
    story_id: task.story_id,
    event: "degraded-spawn",
    agent: task.agent,
    reason: options.reason,
    command,
    pid: child.pid ?? null,
    log,
    adapter: adapter === null ? null : protocolPath(projectRoot, adapterPath(projectRoot, config, task.agent))
  });
  return {
    story_id: task.story_id,
    agent: task.agent,
    pid: child.pid ?? null,
    command,
    log,
    exited,
    stop() {
      if (child.pid === void 0 || child.exitCode !== null || child.signalCode !== null)
        return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch (error) {
        if (error.code !== "ESRCH")
          throw error;
      }
    }
  };
}
async function guardRun(projectRoot, task) {
  const context = inProject(projectRoot, degradedContext(task.story_id));
  await mkdir(dirname(context), { recursive: true });
  await writeAtomic(context, stableJson(contextOf({ ...task, project_root: projectRoot }, task.agent)));
  await installHooks(task.worktree_path, heimdallEntries({ context, project: projectRoot }));
}
function adapterPath(projectRoot, config, agent) {
  return inProject(projectRoot, rosterOf(config)[agent]?.adapter ?? adapterFile(agent));
}
async function readAdapter(projectRoot, config, agent) {
  try {
    return await readFile(adapterPath(projectRoot, config, agent), "utf8");
  } catch (error) {
    if (error.code === "ENOENT")
      return null;
    throw error;
  }
}
async function requireFolder(path) {
  try {
    if ((await stat(path)).isDirectory())
      return;
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
  }
  throw new ForgeError("bad_input", `worktree ${path} is not a folder: a degraded run works in the task's worktree; create it (git worktree add) or give --worktree`);
}

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
    const mode = await shake();
    const rosterAgent = agentForTaskType(deps.config, request.task_type);
    const fallbackAgent = rosterAgent.ok ? rosterAgent.agent : "degraded";
    if (mode === "degraded")
      return degraded({ ...request, agent: fallbackAgent }, "protocol mismatch with the daemon");
    const answer = await deps.api.available(request.task_type);
    if (answer.kind === "unreachable")
      return degraded({ ...request, agent: fallbackAgent }, `daemon unavailable: ${answer.detail}`);
    const availability = answer.availability;
    if (!availability.available) {
      const why = availability.agent === null ? `no worker for task type ${request.task_type} (${availability.reason})` : `${availability.agent} is busy with ${availability.current_task ?? "another task"}`;
      return degraded({ ...request, agent: availability.agent ?? fallbackAgent }, why);
    }
    const { body, estimated_scope, skip_reviews, ...draft } = request;
    const route = reviewRoute(request);
    const extra = { ...draft.extra, review_chain: route.reviews, fast_lane: route.fast_lane, ...estimated_scope ? { estimated_scope } : {} };
    const submitted = await submitTask(deps.projectRoot, deps.env, { ...draft, agent: availability.agent, extra }, body, deps.now());
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
      forced: route.forced
    });
    return { mode: "inbox", story_id: request.story_id, agent: submitted.agent, file: submitted.file };
  }
  return { dispatch };
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
