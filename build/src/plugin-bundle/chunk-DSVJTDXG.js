import {
  listFlag,
  requireFlag
} from "./chunk-SJRH2Q4E.js";

// dist/src/cli/task-flags.js
var TASK_FIELD_FLAGS = {
  story: { type: "string" },
  type: { type: "string" },
  worktree: { type: "string" },
  urgency: { type: "string" },
  title: { type: "string" },
  branch: { type: "string" },
  module: { type: "string" },
  batch: { type: "string" },
  "depends-on": { type: "string" },
  "db-migration": { type: "boolean" },
  "api-changes": { type: "boolean" },
  body: { type: "string" },
  file: { type: "string" }
};
function taskFieldsFromFlags(v) {
  return {
    story_id: requireFlag(v.story, "--story"),
    task_type: requireFlag(v.type, "--type"),
    urgency: v.urgency,
    title: v.title,
    assigned_branch: v.branch,
    module: v.module,
    batch: v.batch,
    depends_on: listFlag(v["depends-on"]),
    has_db_migration: v["db-migration"],
    has_api_changes: v["api-changes"]
  };
}

export {
  TASK_FIELD_FLAGS,
  taskFieldsFromFlags
};
