import { z } from 'zod';
import { AgentName, StoryId } from '../story-id.js';
import { IsoTime } from '../timestamps.js';
import { WORKER_STATUSES } from '../tracking.js';
import { Cursor, Limit, ListInput, PageFields, pageStart } from './common.js';

export const WORKERS_DEFAULT_LIMIT = 20;
export const WORKERS_MAX_LIMIT = 100;

export const WorkersAvailableInput = z.strictObject({
  task_type: z
    .string()
    .regex(/^[a-z][a-z_]*$/, 'a lower-case task type word')
    .optional()
    .describe('only workers that take this task type'),
  status: ListInput(z.enum(WORKER_STATUSES)).optional().describe('only workers in these states; default all'),
  limit: Limit(WORKERS_DEFAULT_LIMIT, WORKERS_MAX_LIMIT),
  cursor: Cursor,
});
export type WorkersAvailableInput = z.input<typeof WorkersAvailableInput>;

export const WorkerItem = z.object({
  agent: AgentName,
  status: z.enum(WORKER_STATUSES).describe('idle: free; busy: holds a picked-up task; offline: no sign of life for [workers] offline_after (or never seen)'),
  current_task: StoryId.nullable(),
  task_types: z.array(z.string()).describe('what the roster sends it'),
  idle_since: IsoTime.nullable(),
  last_seen_at: IsoTime.nullable(),
  queued: z.number().int().nonnegative().describe('tasks waiting in its inbox (submitted)'),
});

export const WorkersAvailableOutput = z.object({
  ok: z.literal(true),
  items: z.array(WorkerItem).describe('idle first, then busy, then offline; by name within each'),
  available: z.number().int().nonnegative().describe('idle workers among those matching'),
  ...PageFields,
});
export type WorkersAvailableOutput = z.infer<typeof WorkersAvailableOutput>;

export const workersAvailableTool = {
  name: 'workers_available',
  title: 'Which workers are free',
  cli: 'forge tool workers_available',
  description: `List the roster's workers with what the daemon knows of them: idle, busy (and with which task) or offline, the task types each takes, and how many tasks wait in each inbox.
Input (optional): task_type, status ["idle"|"busy"|"offline"], limit (1-100, default 20), cursor.
Output: {ok, items:[{agent, status, current_task, task_types, idle_since, last_seen_at, queued}], available, total, limit, cursor, nextCursor, hasMore, truncated, message?}. Without a tracking file every worker shows as offline and message says the daemon has not run.
Errors: {ok:false, error:{code, message}}; config when the project configuration is broken, usage for a bad cursor.`,
  input: WorkersAvailableInput,
  inputExample: { task_type: 'backend', status: ['idle'], limit: 20 },
  output: WorkersAvailableOutput,
  example: {
    ok: true,
    items: [
      {
        agent: 'anvil',
        status: 'idle',
        current_task: null,
        task_types: ['frontend', 'fullstack'],
        idle_since: '2026-04-01T12:00:00.000Z',
        last_seen_at: '2026-04-01T12:09:30.000Z',
        queued: 0,
      },
      {
        agent: 'furnace',
        status: 'busy',
        current_task: 'CHK-2',
        task_types: ['backend', 'devops', 'docs', 'security'],
        idle_since: null,
        last_seen_at: '2026-04-01T12:09:58.000Z',
        queued: 2,
      },
    ],
    available: 1,
    ...pageStart(2, 20, null),
  },
} as const;
