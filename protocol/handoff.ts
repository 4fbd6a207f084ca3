import { z } from 'zod';
import { AgentName, StoryId } from './story-id.js';
import { IsoTime } from './timestamps.js';

export const HANDOFF_KINDS = ['pr', 'error', 'escalation'] as const;
export type HandoffKind = (typeof HANDOFF_KINDS)[number];

/** `<id>-pr-handoff.md`, the worker's result. */
export const PrHandoff = z.looseObject({
  story_id: StoryId,
  agent: AgentName,
  status: z.enum(['completed', 'failed', 'blocked']),
  created_at: IsoTime,
  branch: z.string().optional(),
  pr_url: z.string().optional(),
  summary: z.string().optional(),
  files_changed: z.array(z.string()).optional(),
  module: z.string().optional(),
  tests: z.object({ passed: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }).optional(),
  ipc_protocol: z.string().optional(),
});
export type PrHandoff = z.infer<typeof PrHandoff>;

/** `<id>-error-handoff.md`, a failure record written by the sentinel or the lab side. */
export const ErrorHandoff = z.looseObject({
  story_id: StoryId,
  status: z.literal('failed'),
  reason: z.string().min(1).describe('worker_timeout, worker_crash, orphaned, escalated, ...'),
  created_at: IsoTime,
});
export type ErrorHandoff = z.infer<typeof ErrorHandoff>;

/** `<id>-escalation-handoff.md`, written by the daemon when Heimdall escalates. */
export const EscalationHandoff = z.looseObject({
  story_id: StoryId,
  agent: AgentName,
  status: z.literal('escalated'),
  reason: z.string().min(1),
  violations: z.number().int().nonnegative(),
  created_at: IsoTime,
  lease_epoch: z.number().int().positive().optional().describe("the epoch of the daemon's lease when it wrote the handoff; absent when no lease was held"),
});
export type EscalationHandoff = z.infer<typeof EscalationHandoff>;

export const HANDOFF_SCHEMAS = { pr: PrHandoff, error: ErrorHandoff, escalation: EscalationHandoff } as const;
