import { z } from 'zod';
import { AgentName, StoryId } from './story-id.js';
import { Stage, TaskType, Urgency } from './task-types.js';
import { IsoTime } from './timestamps.js';

export const IPC_PROTOCOL = 'ipc-v1' as const;

/** Front matter of `worker-inbox/<agent>/<id>.md`, written by the dispatcher. Unknown fields are kept. */
export const TaskFrontMatter = z.looseObject({
  story_id: StoryId.describe('equal to the file base name'),
  project_id: z.string().min(1),
  worktree_path: z.string().min(1).describe("absolute path of the worker's git worktree"),
  project_root: z.string().min(1),
  handoff_dir: z.string().min(1),
  agent: AgentName.describe('must equal the inbox folder name'),
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
  depends_on: z.array(StoryId).optional(),
});
export type TaskFrontMatter = z.infer<typeof TaskFrontMatter>;

/** `<id>.context.json`, written by the daemon for Heimdall and the worker. */
export const TaskContext = z.object({
  story_id: StoryId,
  agent: AgentName,
  worktree_path: z.string(),
  assigned_branch: z.string().nullable(),
  handoff_dir: z.string(),
  has_db_migration: z.boolean(),
  has_api_changes: z.boolean(),
  allowed_paths: z.array(z.string()).describe('worktree_path, handoff_dir and the worker-inbox folder'),
});
export type TaskContext = z.infer<typeof TaskContext>;
