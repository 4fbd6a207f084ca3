import { z } from 'zod';
import { Slug } from './planning/artifacts.js';
import { ARTIFACTS } from './planning/plan-files.js';
import { PHASES, PLAN_STEPS } from './planning/plan-machine.js';
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
    failed: true,
  }).shape,
);
export type TasksPage = z.infer<typeof TasksPage>;

// GET /api/status  (takes `agent` only)
export const StatusQuery = z.strictObject({ agent: AgentName.optional() });

/** The summary half of the status view, plus who is answering. */
export const StatusSummary = z.strictObject({
  ...StatusView.pick({ ok: true, updated_at: true, counts: true, filters: true, rejected: true, workers: true, lease: true }).shape,
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
  host: z
    .string()
    .optional()
    .describe("managed workers: the host whose daemon runs it, its [workers.NAME] host or else the lease holder's; absent while no holder is known"),
});
export const WorkersView = z.strictObject({
  ok: z.literal(true),
  updated_at: IsoTime.nullable().describe('when the daemon last wrote .tracking.json; null when there is none'),
  workers: z.array(WorkerRow),
  message: z.string().optional().describe('present when the statuses are unknown: what that means and what to try'),
});
export type WorkersView = z.infer<typeof WorkersView>;
export const WorkersQuery = z.strictObject({});

// GET /api/workers/screen?agent=&lines=  and `forge workers show NAME --json`: a managed worker's current screen.
export const SCREEN_LINES = 50;
export const SCREEN_MAX_LINES = 200;
export const WorkerScreenQuery = z.strictObject({
  agent: AgentName,
  lines: Count.pipe(z.number().int().min(1))
    .optional()
    .describe(`lines from the bottom of the screen and its scrollback; default ${SCREEN_LINES}, at most ${SCREEN_MAX_LINES} are sent`),
});
export const WorkerScreen = z.strictObject({
  ok: z.literal(true),
  agent: AgentName,
  screen: z.string().describe('the last lines of the session, trailing blank space removed'),
});
export type WorkerScreen = z.infer<typeof WorkerScreen>;

// GET /api/plans?project=&limit=&cursor=  (the plans of the planning pipeline, newest first)
export const PLANS_DEFAULT_LIMIT = 10;
export const PLANS_MAX_LIMIT = 50;
/** Modules listed per plan; `modules.total` counts them all and `get_state` / plan.md have the rest. */
export const PLAN_MODULES_SHOWN = 30;
export const PlansQuery = z.strictObject({
  project: Slug.optional(),
  limit: Count.pipe(z.number().int().min(1).max(PLANS_MAX_LIMIT)).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, 'the nextCursor of a previous answer')
    .optional(),
});
export type PlansQuery = z.infer<typeof PlansQuery>;

export const PlanModuleRow = z.strictObject({
  id: z.string(),
  title: z.string(),
  task_type: z.string().nullable().describe('null for a module implementation.md has and plan.md no longer does'),
  depends_on: z.array(z.string()),
  story_id: StoryId.nullable().describe('the task of its latest round; null before start_implementation'),
  agent: AgentName.nullable(),
  round: z.number().int().positive().nullable(),
  state: TaskState.nullable().describe('the story in .tracking.json; null when it is not tracked (not dispatched, or confirmed and cleaned up)'),
  done: z.boolean().describe('its pr-handoff says completed, or the ledger holds it as confirmed'),
});
export type PlanModuleRow = z.infer<typeof PlanModuleRow>;

export const PlanItem = z.strictObject({
  project: z.string(),
  title: z.string().nullable().describe("project.md's title; null when project.md does not validate"),
  created_at: IsoTime.nullable(),
  phase: z.enum(PHASES),
  round: z.number().int().nullable().describe('the implementation round; a failed verdict opens the next'),
  verdict: z
    .strictObject({ verdict: z.enum(['pass', 'fail']), round: z.number().int().positive() })
    .nullable()
    .describe('the last verdict given (verdict.md) and the round it judged; a fail sent modules back into the next round'),
  next: z.array(z.enum(PLAN_STEPS)).describe('the tools that move the plan on'),
  artifacts: z.array(z.strictObject({ artifact: z.enum(ARTIFACTS), file: z.string(), state: z.enum(['missing', 'invalid', 'stale', 'current']) })),
  modules: z.strictObject({
    total: z.number().int().nonnegative(),
    done: z.number().int().nonnegative(),
    items: z.array(PlanModuleRow).describe(`plan.md's modules in its order, at most ${PLAN_MODULES_SHOWN}`),
  }),
});
export type PlanItem = z.infer<typeof PlanItem>;

export const PlansPage = z.strictObject({
  ok: z.literal(true),
  items: z.array(PlanItem),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  cursor: z.string().nullable(),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
  truncated: z.boolean(),
  message: z.string().optional().describe('present when the page is empty: what that means and what to try'),
});
export type PlansPage = z.infer<typeof PlansPage>;

// The dashboard's actions: POST /api/actions/<name> with the daemon's token in `x-forge-token`
// (from GET /api/actions/token, same origin only). Fields are checked here for shape only; what
// they mean is checked by the party operation the CLI verb of the same name uses.
export const ACTION_TOKEN_HEADER = 'x-forge-token';
export const ActionToken = z.strictObject({ ok: z.literal(true), token: z.string().min(32), header: z.literal(ACTION_TOKEN_HEADER) });
export type ActionToken = z.infer<typeof ActionToken>;
const ActionText = z.string().max(4000);
export const ConfirmAction = z.strictObject({ story_id: z.string().max(200), force: z.boolean().optional() });
export const RetryAction = z.strictObject({ story_id: z.string().max(200) });
export const ReleaseAction = z.strictObject({ story_id: z.string().max(200) });
export const SubmitAction = z.strictObject({
  story_id: z.string().max(200),
  task_type: z.string().max(100),
  worktree_path: ActionText,
  agent: z.string().max(100).optional(),
  title: ActionText.optional(),
  urgency: z.string().max(20).optional(),
  module: z.string().max(200).optional(),
  new_agent: z.boolean().optional(),
  body: z.string().max(32_000).optional().describe('the task body: instructions for the worker'),
});
export type SubmitAction = z.infer<typeof SubmitAction>;
/** Every action answers `{ok: true, story_id, agent, file, ...}`: the file it wrote or removed. */
export const ActionDone = z.looseObject({ ok: z.literal(true), story_id: z.string(), agent: z.string(), file: z.string() });
export type ActionDone = z.infer<typeof ActionDone>;

// The resident hooks: Claude Code's `type: "http"` hooks of a managed worker POST the hook JSON to
// `<HOOKS_PATH>/<event>`. The session names itself in headers whose values the client fills from
// the session's own environment (allowedEnvVars), so the settings file names no agent or story.
export const HOOKS_PATH = '/hooks/v1';
export const HOOK_EVENTS = ['pre-tool-use', 'stop', 'session-start', 'notification'] as const;
export type HookEvent = (typeof HOOK_EVENTS)[number];
export const HOOK_TOKEN_HEADER = 'x-forge-hook-token';
export const HOOK_AGENT_HEADER = 'x-forge-agent';
export const HOOK_SESSION_STARTED_HEADER = 'x-forge-session-started';
export const HOOK_HOME_HEADER = 'x-forge-home';
/** The session variable each header is filled from. */
export const HOOK_HEADER_VARS = {
  [HOOK_TOKEN_HEADER]: 'FORGE_HOOK_TOKEN',
  [HOOK_AGENT_HEADER]: 'FORGE_AGENT',
  [HOOK_SESSION_STARTED_HEADER]: 'FORGE_SESSION_STARTED',
  [HOOK_HOME_HEADER]: 'HOME',
} as const;
/** A hook request may carry a Write of a large file: far more than the API's other bodies. */
export const HOOK_BODY_LIMIT = 32 * 1024 * 1024;
