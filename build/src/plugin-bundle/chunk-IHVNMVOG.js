import {
  TASK_FIELD_FLAGS,
  taskFieldsFromFlags
} from "./chunk-DSVJTDXG.js";
import {
  readBodyInput
} from "./chunk-MMSYV4MA.js";
import {
  COMMON_FLAGS,
  flagErrors,
  requireFlag
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/submit.js
var submit_default = defineCommand({
  usage: "forge submit --story ID --type TYPE --worktree PATH [--agent NAME] [options]",
  summary: "Dispatcher: write a task into a worker inbox (temp file + rename), refusing ids that are invalid or already in use.",
  help: `The task lands in _vibe-chain-output/worker-inbox/<agent>/<ID>.md with its front matter from
these options and the body from --body, --file or stdin.

required:
  --story ID          story id: a letter or digit, then up to 127 of A-Z a-z 0-9 . _ -, no ".."
  --type TYPE         task_type: frontend, backend, fullstack, devops, docs, security, test,
                      code_review, arch_review (or arch), ux_review, or another lower-case word
  --worktree PATH     worktree_path: the git worktree the worker works in. A path that does
                      not exist yet is accepted with a warning (the worker may create it with
                      git worktree add); a path where a file stands is refused

task front matter:
  --agent NAME        the worker (default: the roster's worker for --type; an error when no
                      worker or more than one takes that type)
  --new-agent         accept an --agent that is in no roster (refused otherwise, naming the
                      closest roster name: a typo would leave the task in a folder nobody reads)
  --project-id ID     project_id (default: [forge] project_id, else the project folder name)
  --project-root DIR  project_root (default: the project root, absolute)
  --handoff-dir DIR   handoff_dir (default: <project root>/_vibe-chain-output/handoffs)
  --branch NAME       assigned_branch
  --stage STAGE       dev, code_review, arch_review, ux_review or test (default: from --type)
  --urgency LEVEL     low, normal or high (absent counts as normal)
  --module NAME       module
  --title TEXT        title
  --batch NAME        batch
  --depends-on IDS    depends_on: comma-separated story ids
  --db-migration      has_db_migration: true
  --api-changes       has_api_changes: true
  submitted_at is now, ipc_protocol is ipc-v1.

body (lab's instructions for the worker):
  --body TEXT         the body as given
  --file PATH         the body from a file; --file - reads stdin
                      (default: empty body)

refused (exit 1, nothing written): an id already tracked in .tracking.json, a task file with
this id in any inbox folder, or an existing <ID>-pr-handoff.md. Bad or missing options exit 2.
--json prints {"ok":true,"story_id","agent","file","stage","submitted_at","warnings"}; warnings
(also on stderr) name a missing worktree and unknown or misspelt keys in the config.`,
  options: {
    ...COMMON_FLAGS,
    ...TASK_FIELD_FLAGS,
    agent: { type: "string" },
    "new-agent": { type: "boolean" },
    "project-id": { type: "string" },
    "project-root": { type: "string" },
    "handoff-dir": { type: "string" },
    stage: { type: "string" }
  },
  async run(args, io) {
    const { submitTask } = await import("./chunk-KLFK3BBV.js");
    const v = args.values;
    const draft = {
      ...taskFieldsFromFlags(v),
      worktree_path: requireFlag(v.worktree, "--worktree"),
      agent: v.agent,
      project_id: v["project-id"],
      project_root: v["project-root"],
      handoff_dir: v["handoff-dir"],
      stage: v.stage,
      new_agent: v["new-agent"]
    };
    const body = await readBodyInput(v, io) ?? "";
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    const result = await submitTask(root, io.env, draft, body, (/* @__PURE__ */ new Date()).toISOString());
    if (!result.ok)
      throw flagErrors("task", result.errors, TASK_FLAGS);
    for (const warning of result.warnings)
      io.stderr(`forge submit: warning: ${warning}
`);
    io.stdout(v.json ? `${JSON.stringify(result)}
` : `submitted ${result.story_id} to ${result.agent} (stage ${result.stage}): ${result.file}
`);
    return 0;
  }
});
var TASK_FLAGS = {
  story_id: "--story",
  agent: "--agent",
  task_type: "--type",
  stage: "--stage",
  urgency: "--urgency",
  title: "--title",
  module: "--module",
  batch: "--batch",
  project_id: "--project-id",
  project_root: "--project-root",
  worktree_path: "--worktree",
  assigned_branch: "--branch",
  handoff_dir: "--handoff-dir",
  depends_on: "--depends-on"
};
export {
  submit_default as default
};
