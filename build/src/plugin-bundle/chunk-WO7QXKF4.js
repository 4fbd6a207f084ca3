import {
  writeTask
} from "./chunk-KCJAKDPX.js";
import {
  agentForTaskType,
  outsideRoster
} from "./chunk-JH4NCKVG.js";
import {
  foldersHolding
} from "./chunk-6LC26BAZ.js";
import {
  readTracking
} from "./chunk-V4KTFVQF.js";
import {
  pathExists,
  pathKind
} from "./chunk-J4NJ7XEG.js";
import {
  IPC_PROTOCOL,
  TaskFrontMatter
} from "./chunk-UYGV2EW6.js";
import {
  clientConfig
} from "./chunk-WODHW2AT.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  diagnosticsFromZod
} from "./chunk-WAEJA4S5.js";
import {
  stageOf
} from "./chunk-5U7VJXKJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  HANDOFFS_DIR,
  handoffFile,
  taskFile
} from "./chunk-YZV3RAMM.js";

// dist/src/parties/id-in-use.js
async function whyIdInUse(projectRoot, id, tracking) {
  const entry = tracking?.tasks[id];
  if (entry)
    return `story ${id} is already tracked (state ${entry.state}, agent ${entry.agent})`;
  const folders = await foldersHolding(projectRoot, id);
  if (folders.length > 0)
    return `story ${id} already has a task file: ${folders.map((agent) => taskFile(agent, id)).join(", ")}`;
  const handoff = handoffFile(id, "pr");
  if (await pathExists(inProject(projectRoot, handoff))) {
    return `${handoff} already exists: a new task with this id would count as handed off at once; remove or archive the old handoff first`;
  }
  return null;
}

// dist/src/parties/submit-task.js
async function submitTask(projectRoot, env, draft, body, now) {
  const warnings = [];
  const config = await clientConfig(projectRoot, env, (line) => warnings.push(line));
  const derived = draft.agent === void 0 ? agentForTaskType(config, draft.task_type) : null;
  const candidate = {
    ...draft.extra,
    story_id: draft.story_id,
    agent: draft.agent ?? (derived?.ok ? derived.agent : void 0),
    task_type: draft.task_type,
    stage: draft.stage,
    urgency: draft.urgency,
    title: draft.title,
    module: draft.module,
    batch: draft.batch,
    project_id: draft.project_id ?? config.forge.project_id ?? lastSegment(projectRoot),
    project_root: draft.project_root ?? projectRoot,
    worktree_path: draft.worktree_path,
    assigned_branch: draft.assigned_branch,
    handoff_dir: draft.handoff_dir ?? `${projectRoot}/${HANDOFFS_DIR}`,
    has_db_migration: draft.has_db_migration,
    has_api_changes: draft.has_api_changes,
    depends_on: draft.depends_on,
    ipc_protocol: IPC_PROTOCOL,
    submitted_at: now
  };
  const checked = TaskFrontMatter.safeParse(candidate, { reportInput: true });
  if (!checked.success || derived && !derived.ok) {
    const errors = checked.success ? [] : diagnosticsFromZod("task", checked.error.issues).filter((error) => !(derived && error.field === "agent"));
    if (derived && !derived.ok)
      errors.push({ code: "schema", file: "task", field: "agent", expected: derived.expected, got: null });
    return { ok: false, errors };
  }
  const task = checked.data;
  const stranger = draft.new_agent ? null : outsideRoster(config, task.agent, "task", "--new-agent accepts a new one");
  if (stranger)
    return { ok: false, errors: [stranger] };
  const worktree = await pathKind(task.worktree_path);
  if (worktree === "other")
    return {
      ok: false,
      errors: [
        {
          code: "schema",
          file: "task",
          field: "worktree_path",
          expected: "a folder, or a path where one will be created",
          got: JSON.stringify(task.worktree_path)
        }
      ]
    };
  if (worktree === "missing")
    warnings.push(missingWorktree(task.worktree_path));
  const read = await readTracking(projectRoot);
  const reason = await whyIdInUse(projectRoot, task.story_id, read?.ok ? read.tracking : null);
  if (reason !== null)
    throw new ForgeError("conflict", `${reason}; story ids are unique per project`);
  const file = await writeTask(projectRoot, task, body);
  return { ok: true, story_id: task.story_id, agent: task.agent, file, stage: stageOf(task.task_type, task.stage), submitted_at: task.submitted_at, warnings };
}
function missingWorktree(path) {
  return `worktree_path ${path} does not exist (yet): the task is written, and the worker is told to create the worktree (git worktree add) before it works there; Heimdall's hooks are installed in it only once it exists, and a degraded run refuses a missing worktree. Check the path if it should exist already.`;
}
function lastSegment(path) {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? path;
}

export {
  whyIdInUse,
  submitTask
};
