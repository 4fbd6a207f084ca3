import {
  COMMON_FLAGS,
  listFlag,
  requireFlag
} from "./chunk-3HEXMPJR.js";
import {
  defineCommand
} from "./chunk-PKB7GABL.js";
import "./chunk-AZZCPNZU.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  resolveProjectRoot
} from "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/story-create.js
var story_create_default = defineCommand({
  usage: "forge story create --task-id ID --type TYPE [--urgency low|normal|high] [options]",
  summary: "Submit a forge task to lab as a story (lab's create_story), once per task.",
  help: `Calls create_story on lab's MCP server, started with [lab] sentinel_mcp over stdio, with
{project_id, forge_task_id, type, priority, skip_review, has_db_migration, has_api_changes,
scope?, title?}. urgency low/normal/high becomes priority low/medium/high.

options:
  --task-id ID          the forge task (required)
  --type TYPE           frontend, backend, fullstack, devops, docs, security, test, code_review,
                        arch_review (or arch), ux_review (required)
  --urgency LEVEL       low, normal or high (default normal)
  --skip-review LIST    reviews lab may skip, comma-separated: code_review, arch_review, ux_review
  --db-migration        the story changes the database schema
  --api-changes         the story changes an API
  --scope SIZE          small, medium or large
  --title TEXT          a short title

The answer is kept in .forge/lab-stories.json under "<project_id>/<task id>"; a task already
there is not submitted again (exit 0, "already submitted"). When lab rate-limits, the call is
retried after its Retry-After (a few tries, never sooner). Lab unreachable or still limiting:
exit 1 with the reason, and nothing is written. --json prints {ok, created, key, record}.`,
  options: {
    ...COMMON_FLAGS,
    "task-id": { type: "string" },
    type: { type: "string" },
    urgency: { type: "string" },
    "skip-review": { type: "string" },
    "db-migration": { type: "boolean" },
    "api-changes": { type: "boolean" },
    scope: { type: "string" },
    title: { type: "string" }
  },
  async run(args, io) {
    const [{ clientConfig }, { withLab }, { createLabStory }, { Urgency, URGENCIES }] = await Promise.all([
      import("./chunk-HGZZPOSF.js"),
      import("./chunk-TO3HRET2.js"),
      import("./chunk-LAMULR6R.js"),
      import("./chunk-RQAHDRWA.js")
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
      type,
      urgency: urgency.data,
      skip_review: listFlag(v["skip-review"]) ?? [],
      has_db_migration: v["db-migration"] ?? false,
      has_api_changes: v["api-changes"] ?? false,
      scope: v.scope,
      title: v.title
    }));
    if (v.json)
      io.stdout(`${JSON.stringify({ ok: true, ...outcome })}
`);
    else if (outcome.created)
      io.stdout(`submitted ${taskId} to lab as story ${outcome.record.lab_story_id} (priority ${outcome.record.priority}); recorded in .forge/lab-stories.json
`);
    else
      io.stdout(`${taskId} was already submitted: lab story ${outcome.record.lab_story_id} since ${outcome.record.submitted_at}; nothing sent
`);
    return 0;
  }
});
export {
  story_create_default as default
};
