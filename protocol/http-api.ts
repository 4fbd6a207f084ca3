import { z } from 'zod';
import { parseCursor, STATUS_MAX_LIMIT, StatusView } from './status-view.js';
import { AgentName, StoryId } from './story-id.js';
import { TaskType } from './task-types.js';
import { IsoTime } from './timestamps.js';
import { SupervisorEntry, TaskState, WORKER_STATUSES } from './tracking.js';

/**
 * Every request and response of the HTTP API on `127.0.0.1:[forge] dashboard_port`. Handlers parse
 * requests with these schemas and tests validate responses against them; docs/http-api.md shows
 * each as JSON.
 */
export const SUPPORTED_PROTOCOL = 'ipc-v1' as const;

/** The one error envelope of every query surface (ARCHITECTURE, ACI rules). */
export const ApiError = z.strictObject({
  ok: z.literal(false),
  error: z.strictObject({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof ApiError>;

// POST /api/handshake
export const HandshakeRequest = z.object({
  protocol: z.string().describe('the protocol the caller speaks; ipc-v1 is the only one'),
  project_id: z.string().describe('the project the caller means; [forge] project_id, else the project folder name'),
});
export const HandshakeOk = z.strictObject({ ok: z.literal(true) });
export const ProtocolMismatch = z.strictObject({
  error: z.literal('protocol_mismatch'),
  supported: z.literal(SUPPORTED_PROTOCOL),
  message: z.string(),
});
export const ProjectMismatch = z.strictObject({
  error: z.literal('project_mismatch'),
  project_id: z.string().describe('the project this daemon serves'),
  message: z.string(),
});

// GET /api/workers/available?task_type=
export const AvailabilityQuery = z.strictObject({ task_type: TaskType });

export const WorkerAvailable = z.strictObject({
  available: z.literal(true),
  agent: AgentName,
  idle_since: IsoTime,
  current_task: z.null(),
});
export const WorkerBusy = z.strictObject({
  available: z.literal(false),
  agent: AgentName,
  idle_since: z.null(),
  current_task: StoryId,
  estimated_free: IsoTime.nullable().describe('always null: forge makes no estimate'),
});
export const NO_WORKER_REASONS = ['no_worker_configured', 'all_workers_offline'] as const;
export const NoWorker = z.strictObject({
  available: z.literal(false),
  agent: z.null(),
  reason: z.enum(NO_WORKER_REASONS),
});
export const Availability = z.union([WorkerAvailable, WorkerBusy, NoWorker]);
export type Availability = z.infer<typeof Availability>;

// GET /api/tasks?state=&agent=&limit=&cursor=  (every parameter optional, each at most once)
const Count = z
  .string()
  .regex(/^\d{1,4}$/, 'a whole number')
  .transform(Number);
export const TasksQuery = z.strictObject({
  state: z
    .string()
    .transform((text) => text.split(',').map((state) => state.trim()))
    .pipe(z.array(TaskState).min(1))
    .optional(),
  agent: AgentName.optional(),
  limit: Count.pipe(z.number().int().min(1).max(STATUS_MAX_LIMIT)).optional(),
  cursor: z
    .string()
    .refine((cursor) => parseCursor(cursor) !== null, 'the nextCursor of a previous answer')
    .optional(),
});
export type TasksQuery = z.infer<typeof TasksQuery>;

/** One page of tasks, most urgent first: the list half of the status view. */
export const TasksPage = z.strictObject(
  StatusView.pick({
    ok: true,
    filters: true,
    total: true,
    items: true,
    limit: true,
    cursor: true,
    nextCursor: true,
    hasMore: true,
    truncated: true,
    message: true,
  }).shape,
);
export type TasksPage = z.infer<typeof TasksPage>;

// GET /api/status  (takes `agent` only)
export const StatusQuery = z.strictObject({ agent: AgentName.optional() });

/** The summary half of the status view, plus who is answering. */
export const StatusSummary = z.strictObject({
  ...StatusView.pick({ ok: true, updated_at: true, counts: true, filters: true, rejected: true, workers: true }).shape,
  protocol: z.literal(SUPPORTED_PROTOCOL),
  project_id: z.string(),
  total: z.number().int().nonnegative().describe('stories tracked (for the agent, when one is given)'),
  message: z.string().optional().describe('present when nothing is tracked: what that means and what to try'),
});
export type StatusSummary = z.infer<typeof StatusSummary>;

// GET /api/workers and `forge workers --json`: the roster with each worker's liveness.
export const WorkerRow = z.strictObject({
  agent: AgentName,
  task_types: z.array(z.string()),
  adapter: z.string().describe('personality adapter path, relative to the project root'),
  in_roster: z.boolean().describe('false for a worker seen in the inbox but not in [workers.NAME] (or the default roster)'),
  status: z.enum([...WORKER_STATUSES, 'unknown']).describe('unknown when the daemon has not tracked this worker'),
  current_task: StoryId.nullable(),
  idle_since: IsoTime.nullable(),
  last_seen_at: IsoTime.nullable(),
  supervisor: SupervisorEntry.optional().describe('present when the daemon runs this worker (managed): its state and why it needs a person'),
});
export const WorkersView = z.strictObject({
  ok: z.literal(true),
  updated_at: IsoTime.nullable().describe('when the daemon last wrote .tracking.json; null when there is none'),
  workers: z.array(WorkerRow),
  message: z.string().optional().describe('present when the statuses are unknown: what that means and what to try'),
});
export type WorkersView = z.infer<typeof WorkersView>;
export const WorkersQuery = z.strictObject({});
