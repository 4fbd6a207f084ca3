import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";
import {
  Stage,
  TaskType,
  Urgency
} from "./chunk-5U7VJXKJ.js";

// dist/protocol/task.js
import { z } from "zod";
var IPC_PROTOCOL = "ipc-v1";
var TaskFrontMatter = z.looseObject({
  story_id: StoryId.describe("equal to the file base name"),
  project_id: z.string().min(1),
  worktree_path: z.string().min(1).describe("absolute path of the worker's git worktree"),
  project_root: z.string().min(1),
  handoff_dir: z.string().min(1),
  agent: AgentName.describe("must equal the inbox folder name"),
  task_type: TaskType,
  ipc_protocol: z.literal(IPC_PROTOCOL),
  submitted_at: IsoTime,
  stage: Stage.optional(),
  urgency: Urgency.optional(),
  has_db_migration: z.boolean().optional(),
  has_api_changes: z.boolean().optional(),
  assigned_branch: z.string().min(1).optional(),
  module: z.string().min(1).optional(),
  title: z.string().optional(),
  batch: z.string().min(1).optional(),
  depends_on: z.array(StoryId).optional()
});
var TaskContext = z.object({
  story_id: StoryId,
  agent: AgentName,
  worktree_path: z.string(),
  assigned_branch: z.string().nullable(),
  handoff_dir: z.string(),
  has_db_migration: z.boolean(),
  has_api_changes: z.boolean(),
  allowed_paths: z.array(z.string()).describe("worktree_path, handoff_dir and the worker-inbox folder")
});

export {
  IPC_PROTOCOL,
  TaskFrontMatter
};
