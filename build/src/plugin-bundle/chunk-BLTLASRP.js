import {
  Slug
} from "./chunk-PDJK6XMR.js";
import {
  STATUS_MAX_LIMIT,
  StatusView,
  parseCursor
} from "./chunk-NTXNT5XD.js";
import {
  ARTIFACTS,
  PHASES,
  PLAN_STEPS
} from "./chunk-Q3BRTBOK.js";
import {
  SupervisorEntry,
  TaskState,
  WORKER_STATUSES
} from "./chunk-E6PUMPWG.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";
import {
  TaskType
} from "./chunk-5U7VJXKJ.js";

// dist/protocol/http-api.js
import { z } from "zod";
var SUPPORTED_PROTOCOL = "ipc-v1";
var ApiError = z.strictObject({
  ok: z.literal(false),
  error: z.strictObject({ code: z.string(), message: z.string() })
});
var HandshakeRequest = z.object({
  protocol: z.string().describe("the protocol the caller speaks; ipc-v1 is the only one"),
  project_id: z.string().describe("the project the caller means; [forge] project_id, else the project folder name")
});
var HandshakeOk = z.strictObject({ ok: z.literal(true) });
var ProtocolMismatch = z.strictObject({
  error: z.literal("protocol_mismatch"),
  supported: z.literal(SUPPORTED_PROTOCOL),
  message: z.string()
});
var ProjectMismatch = z.strictObject({
  error: z.literal("project_mismatch"),
  project_id: z.string().describe("the project this daemon serves"),
  message: z.string()
});
var AvailabilityQuery = z.strictObject({ task_type: TaskType });
var WorkerAvailable = z.strictObject({
  available: z.literal(true),
  agent: AgentName,
  idle_since: IsoTime,
  current_task: z.null()
});
var WorkerBusy = z.strictObject({
  available: z.literal(false),
  agent: AgentName,
  idle_since: z.null(),
  current_task: StoryId,
  estimated_free: IsoTime.nullable().describe("always null: forge makes no estimate")
});
var NO_WORKER_REASONS = ["no_worker_configured", "all_workers_offline"];
var NoWorker = z.strictObject({
  available: z.literal(false),
  agent: z.null(),
  reason: z.enum(NO_WORKER_REASONS)
});
var Availability = z.union([WorkerAvailable, WorkerBusy, NoWorker]);
var Count = z.string().regex(/^\d{1,4}$/, "a whole number").transform(Number);
var TasksQuery = z.strictObject({
  state: z.string().transform((text) => text.split(",").map((state) => state.trim())).pipe(z.array(TaskState).min(1)).optional(),
  agent: AgentName.optional(),
  limit: Count.pipe(z.number().int().min(1).max(STATUS_MAX_LIMIT)).optional(),
  cursor: z.string().refine((cursor) => parseCursor(cursor) !== null, "the nextCursor of a previous answer").optional()
});
var TasksPage = z.strictObject(StatusView.pick({
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
  failed: true
}).shape);
var StatusQuery = z.strictObject({ agent: AgentName.optional() });
var StatusSummary = z.strictObject({
  ...StatusView.pick({ ok: true, updated_at: true, counts: true, filters: true, rejected: true, workers: true, lease: true }).shape,
  protocol: z.literal(SUPPORTED_PROTOCOL),
  project_id: z.string(),
  total: z.number().int().nonnegative().describe("stories tracked (for the agent, when one is given)"),
  message: z.string().optional().describe("present when nothing is tracked: what that means and what to try")
});
var WorkerRow = z.strictObject({
  agent: AgentName,
  task_types: z.array(z.string()),
  adapter: z.string().describe("personality adapter path, relative to the project root"),
  in_roster: z.boolean().describe("false for a worker seen in the inbox but not in [workers.NAME] (or the default roster)"),
  status: z.enum([...WORKER_STATUSES, "unknown"]).describe("unknown when the daemon has not tracked this worker"),
  current_task: StoryId.nullable(),
  idle_since: IsoTime.nullable(),
  last_seen_at: IsoTime.nullable(),
  supervisor: SupervisorEntry.optional().describe("present when the daemon runs this worker (managed): its state and why it needs a person"),
  host: z.string().optional().describe("managed workers: the host whose daemon runs it, its [workers.NAME] host or else the lease holder's; absent while no holder is known")
});
var WorkersView = z.strictObject({
  ok: z.literal(true),
  updated_at: IsoTime.nullable().describe("when the daemon last wrote .tracking.json; null when there is none"),
  workers: z.array(WorkerRow),
  message: z.string().optional().describe("present when the statuses are unknown: what that means and what to try")
});
var WorkersQuery = z.strictObject({});
var SCREEN_LINES = 50;
var SCREEN_MAX_LINES = 200;
var WorkerScreenQuery = z.strictObject({
  agent: AgentName,
  lines: Count.pipe(z.number().int().min(1)).optional().describe(`lines from the bottom of the screen and its scrollback; default ${SCREEN_LINES}, at most ${SCREEN_MAX_LINES} are sent`)
});
var WorkerScreen = z.strictObject({
  ok: z.literal(true),
  agent: AgentName,
  screen: z.string().describe("the last lines of the session, trailing blank space removed")
});
var PLANS_DEFAULT_LIMIT = 10;
var PLANS_MAX_LIMIT = 50;
var PLAN_MODULES_SHOWN = 30;
var PlansQuery = z.strictObject({
  project: Slug.optional(),
  limit: Count.pipe(z.number().int().min(1).max(PLANS_MAX_LIMIT)).optional(),
  cursor: z.string().regex(/^\d{1,6}$/, "the nextCursor of a previous answer").optional()
});
var PlanModuleRow = z.strictObject({
  id: z.string(),
  title: z.string(),
  task_type: z.string().nullable().describe("null for a module implementation.md has and plan.md no longer does"),
  depends_on: z.array(z.string()),
  story_id: StoryId.nullable().describe("the task of its latest round; null before start_implementation"),
  agent: AgentName.nullable(),
  round: z.number().int().positive().nullable(),
  state: TaskState.nullable().describe("the story in .tracking.json; null when it is not tracked (not dispatched, or confirmed and cleaned up)"),
  done: z.boolean().describe("its pr-handoff says completed, or the ledger holds it as confirmed")
});
var PlanItem = z.strictObject({
  project: z.string(),
  title: z.string().nullable().describe("project.md's title; null when project.md does not validate"),
  created_at: IsoTime.nullable(),
  phase: z.enum(PHASES),
  round: z.number().int().nullable().describe("the implementation round; a failed verdict opens the next"),
  verdict: z.strictObject({ verdict: z.enum(["pass", "fail"]), round: z.number().int().positive() }).nullable().describe("the last verdict given (verdict.md) and the round it judged; a fail sent modules back into the next round"),
  next: z.array(z.enum(PLAN_STEPS)).describe("the tools that move the plan on"),
  artifacts: z.array(z.strictObject({ artifact: z.enum(ARTIFACTS), file: z.string(), state: z.enum(["missing", "invalid", "stale", "current"]) })),
  modules: z.strictObject({
    total: z.number().int().nonnegative(),
    done: z.number().int().nonnegative(),
    items: z.array(PlanModuleRow).describe(`plan.md's modules in its order, at most ${PLAN_MODULES_SHOWN}`)
  })
});
var PlansPage = z.strictObject({
  ok: z.literal(true),
  items: z.array(PlanItem),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  cursor: z.string().nullable(),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
  truncated: z.boolean(),
  message: z.string().optional().describe("present when the page is empty: what that means and what to try")
});
var ACTION_TOKEN_HEADER = "x-forge-token";
var ActionToken = z.strictObject({ ok: z.literal(true), token: z.string().min(32), header: z.literal(ACTION_TOKEN_HEADER) });
var ActionText = z.string().max(4e3);
var ConfirmAction = z.strictObject({ story_id: z.string().max(200), force: z.boolean().optional() });
var RetryAction = z.strictObject({ story_id: z.string().max(200) });
var ReleaseAction = z.strictObject({ story_id: z.string().max(200) });
var SubmitAction = z.strictObject({
  story_id: z.string().max(200),
  task_type: z.string().max(100),
  worktree_path: ActionText,
  agent: z.string().max(100).optional(),
  title: ActionText.optional(),
  urgency: z.string().max(20).optional(),
  module: z.string().max(200).optional(),
  new_agent: z.boolean().optional(),
  body: z.string().max(32e3).optional().describe("the task body: instructions for the worker")
});
var ActionDone = z.looseObject({ ok: z.literal(true), story_id: z.string(), agent: z.string(), file: z.string() });
var HOOKS_PATH = "/hooks/v1";
var HOOK_TOKEN_HEADER = "x-forge-hook-token";
var HOOK_AGENT_HEADER = "x-forge-agent";
var HOOK_SESSION_STARTED_HEADER = "x-forge-session-started";
var HOOK_HOME_HEADER = "x-forge-home";
var HOOK_HEADER_VARS = {
  [HOOK_TOKEN_HEADER]: "FORGE_HOOK_TOKEN",
  [HOOK_AGENT_HEADER]: "FORGE_AGENT",
  [HOOK_SESSION_STARTED_HEADER]: "FORGE_SESSION_STARTED",
  [HOOK_HOME_HEADER]: "HOME"
};
var HOOK_BODY_LIMIT = 32 * 1024 * 1024;

export {
  SUPPORTED_PROTOCOL,
  HandshakeRequest,
  HandshakeOk,
  ProtocolMismatch,
  ProjectMismatch,
  AvailabilityQuery,
  Availability,
  TasksQuery,
  StatusQuery,
  StatusSummary,
  WorkersQuery,
  SCREEN_LINES,
  SCREEN_MAX_LINES,
  WorkerScreenQuery,
  PLANS_DEFAULT_LIMIT,
  PLAN_MODULES_SHOWN,
  PlansQuery,
  PlanItem,
  ACTION_TOKEN_HEADER,
  ConfirmAction,
  RetryAction,
  ReleaseAction,
  SubmitAction,
  HOOKS_PATH,
  HOOK_TOKEN_HEADER,
  HOOK_AGENT_HEADER,
  HOOK_SESSION_STARTED_HEADER,
  HOOK_HOME_HEADER,
  HOOK_HEADER_VARS,
  HOOK_BODY_LIMIT
};
