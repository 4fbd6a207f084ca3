import {
  TASK_STATES
} from "./chunk-K5P7XI4W.js";
import {
  HANDOFF_KINDS
} from "./chunk-KMVBSH7L.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  Diagnostic
} from "./chunk-WAEJA4S5.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";
import {
  Stage
} from "./chunk-5U7VJXKJ.js";

// dist/protocol/tracking.js
import { z } from "zod";
var TaskState = z.enum(TASK_STATES);
var OPEN_STATES = /* @__PURE__ */ new Set(["submitted", "picked_up"]);
var NullableTime = IsoTime.nullable();
var HandoffRef = z.object({
  kind: z.enum(HANDOFF_KINDS),
  file: z.string().describe("path relative to the project root"),
  status: z.string(),
  created_at: IsoTime.nullable()
});
var TaskEntry = z.object({
  state: TaskState,
  agent: AgentName,
  stage: Stage.nullable(),
  task_type: z.string().nullable(),
  urgency: z.enum(["low", "normal", "high"]).nullable(),
  file: z.string().describe("task file, relative to the project root"),
  submitted_at: NullableTime,
  picked_up_at: NullableTime,
  completed_at: NullableTime,
  deadline_at: NullableTime.describe("the next deadline: orphan while submitted, stage timeout while picked up"),
  orphaned_at: NullableTime,
  timed_out_at: NullableTime,
  escalated_at: NullableTime,
  confirmed_at: NullableTime,
  handoff: HandoffRef.nullable(),
  stalled: z.boolean(),
  last_activity_at: NullableTime.describe("last heartbeat or transcript growth seen for the worker while it held this task"),
  // The daemon's own clock for the steps deadlines run from; absent when it is the written time.
  submitted_seen_at: IsoTime.optional().describe("when the daemon first saw the task (its own clock); absent when that is submitted_at. The orphan deadline runs from it when submitted_at is later, or earlier by more than the skew tolerance"),
  picked_up_seen_at: IsoTime.optional().describe("when the daemon first saw the claim (its own clock); absent when that is picked_up_at. The stage deadline runs from it when picked_up_at is later, or earlier by more than the skew tolerance"),
  errors: z.array(Diagnostic),
  // Swarm fields, copied from the task front matter or computed over all tasks by the daemon;
  // each is absent when empty, so a project without them keeps its tracking file unchanged.
  module: z.string().optional().describe("the task's module, from its front matter"),
  batch: z.string().optional().describe("the task's batch, from its front matter: tasks dispatched together"),
  title: z.string().optional().describe("the task's title, from its front matter, for people reading the board"),
  depends_on: z.array(StoryId).optional().describe("the task's depends_on, from its front matter"),
  blocked_by: z.array(StoryId).optional().describe("dependencies not handed off yet (or unknown); absent means none"),
  blocks: z.array(StoryId).optional().describe("open tasks waiting for this one; absent means none")
});
var SUPERVISOR_STATES = ["starting", "running", "restarting", "needs_input", "failed", "stopped"];
var WorkerExit = z.object({
  at: IsoTime,
  code: z.number().int().nullable(),
  signal: z.string().nullable()
});
var SupervisorEntry = z.object({
  state: z.enum(SUPERVISOR_STATES),
  pid: z.number().int().nullable(),
  restarts: z.number().int().min(0),
  started_at: NullableTime,
  last_exit: WorkerExit.nullable(),
  reason: z.string().nullable().describe("why the worker needs a person or failed")
});
var WORKER_STATUSES = ["idle", "busy", "offline"];
var WorkerEntry = z.object({
  status: z.enum(WORKER_STATUSES),
  idle_since: NullableTime,
  current_task: StoryId.nullable(),
  last_seen_at: NullableTime,
  supervisor: SupervisorEntry.optional().describe("present when the daemon runs this worker")
});
var RejectedEntry = z.object({ errors: z.array(Diagnostic) });
var TrackingFile = z.object({
  ipc_protocol: z.literal("ipc-v1"),
  lease_epoch: z.number().int().positive().optional().describe("the lease epoch of the daemon that wrote the file; absent from a daemon without a lease (--once) and older versions"),
  updated_at: IsoTime,
  tasks: z.record(StoryId, TaskEntry),
  workers: z.record(AgentName, WorkerEntry),
  rejected: z.record(z.string(), RejectedEntry).default({})
});
var HistoryRecord = TaskEntry.extend({
  story_id: StoryId,
  exchanges: z.number().int().nonnegative().optional().describe("confirmed stories: the exchanges the transcript memory holds for the story"),
  exchange_tokens: z.number().int().nonnegative().optional().describe("confirmed stories: the sum of those exchanges' final context sizes"),
  lease_epoch: z.number().int().positive().optional().describe("the lease epoch of the daemon that appended the line; absent without a lease")
});

export {
  TaskState,
  OPEN_STATES,
  HandoffRef,
  TaskEntry,
  SUPERVISOR_STATES,
  WorkerExit,
  SupervisorEntry,
  WORKER_STATUSES,
  WorkerEntry,
  RejectedEntry,
  TrackingFile,
  HistoryRecord
};
