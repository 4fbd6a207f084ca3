import {
  COMMON_FLAGS,
  listFlag,
  requireFlag
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/story-create.js
var story_create_default = defineCommand({
  usage: "forge story create --task-id ID --type TYPE [--urgency low|normal|high] [options]",
  summary: "Submit a forge task to lab as a story (lab's create_story), once per task.",
  help: `Calls create_story on lab's MCP server, started with [lab] sentinel_mcp over stdio, with
exactly {forge_task_id, source: "forge", session_id, task_type, urgency, skip_reviews,
has_db_migration, has_api_changes, estimated_scope?}. session_id is the session of the daemon
that last started on this project (a new id when none has). lab maps urgency to its priority
(low->low, normal->medium, high->high); forge sends no priority.

options:
  --task-id ID          the forge task, its file name without .md (required)
  --type TYPE           frontend, backend, arch (or arch_review), docs, test, devops, security (required)
  --urgency LEVEL       low, normal or high (default normal)
  --skip-review LIST    reviews lab may skip, comma-separated: code_review, arch_review, ux_review
  --db-migration        the story changes the database schema
  --api-changes         the story changes an API
  --scope SIZE          small, medium or large (lab assumes medium when absent)

The answer is kept in .forge/lab-stories.json under "<project_id>/<task id>" as
{project_id, forge_task_id, lab_story_id, status, last_checked}; a task already there is not
submitted again (exit 0, "already submitted"). When lab rate-limits, the call is retried after
its Retry-After (a few tries, never sooner). Lab unreachable or still limiting: exit 1 with the
reason, and nothing is written. --json prints {ok, created, key, record}.`,
  options: {
    ...COMMON_FLAGS,
    "task-id": { type: "string" },
    type: { type: "string" },
    urgency: { type: "string" },
    "skip-review": { type: "string" },
    "db-migration": { type: "boolean" },
    "api-changes": { type: "boolean" },
    scope: { type: "string" }
  },
  async run(args, io) {
    const [{ clientConfig }, { withLab }, { createLabStory }, { Urgency, URGENCIES }] = await Promise.all([
      import("./chunk-HC3DYR3B.js"),
      import("./chunk-5CHQMPMO.js"),
      import("./chunk-GEHRL4PC.js"),
      import("./chunk-KA32PQWM.js")
    ]);
    const v = args.values;
    const taskId = requireFlag(v["task-id"], "--task-id");
    const type = requireFlag(v.type, "--type");
    const urgency = Urgency.safeParse(v.urgency ?? "normal");
    if (!urgency.success)
      throw new ForgeError("usage", `--urgency: expected one of ${URGENCIES.join(", ")}, got ${JSON.stringify(v.urgency)}`);
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const outcome = await withLab(root, config, io.env, (deps) => createLabStory(deps, {
      forge_task_id: taskId,
      task_type: type,
      urgency: urgency.data,
      skip_reviews: listFlag(v["skip-review"]) ?? [],
      has_db_migration: v["db-migration"] ?? false,
      has_api_changes: v["api-changes"] ?? false,
      estimated_scope: v.scope
    }));
    if (v.json)
      io.stdout(`${JSON.stringify({ ok: true, ...outcome })}
`);
    else if (outcome.created)
      io.stdout(`submitted ${taskId} to lab as story ${outcome.record.lab_story_id} (status ${outcome.record.status}); recorded in .forge/lab-stories.json
`);
    else
      io.stdout(`${taskId} was already submitted: lab story ${outcome.record.lab_story_id} (status ${outcome.record.status}); nothing sent
`);
    return 0;
  }
});
export {
  story_create_default as default
};
