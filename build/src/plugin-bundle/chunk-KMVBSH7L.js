import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";

// dist/protocol/handoff.js
import { z } from "zod";
var HANDOFF_KINDS = ["pr", "error", "escalation"];
var PrHandoff = z.looseObject({
  story_id: StoryId,
  agent: AgentName,
  status: z.enum(["completed", "failed", "blocked"]),
  created_at: IsoTime,
  branch: z.string().optional(),
  pr_url: z.string().optional(),
  summary: z.string().optional(),
  files_changed: z.array(z.string()).optional(),
  module: z.string().optional(),
  tests: z.object({ passed: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }).optional(),
  ipc_protocol: z.string().optional()
});
var ErrorHandoff = z.looseObject({
  story_id: StoryId,
  status: z.literal("failed"),
  reason: z.string().min(1).describe("worker_timeout, worker_crash, orphaned, escalated, ..."),
  created_at: IsoTime
});
var EscalationHandoff = z.looseObject({
  story_id: StoryId,
  agent: AgentName,
  status: z.literal("escalated"),
  reason: z.string().min(1),
  violations: z.number().int().nonnegative(),
  created_at: IsoTime,
  lease_epoch: z.number().int().positive().optional().describe("the epoch of the daemon's lease when it wrote the handoff; absent when no lease was held")
});
var HANDOFF_SCHEMAS = { pr: PrHandoff, error: ErrorHandoff, escalation: EscalationHandoff };

export {
  HANDOFF_KINDS,
  PrHandoff,
  ErrorHandoff,
  HANDOFF_SCHEMAS
};
