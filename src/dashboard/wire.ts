import { z } from 'zod';
import { Diagnostic } from '../../protocol/diagnostic.js';
import { HANDOFF_KINDS } from '../../protocol/handoff.js';
import { PlanItem } from '../../protocol/http-api.js';
import { LeaseView } from '../../protocol/lease.js';
import { StoryId } from '../../protocol/story-id.js';
import { URGENCIES } from '../../protocol/task-types.js';
import { SUPERVISOR_STATES, TaskState, WORKER_STATUSES } from '../../protocol/tracking.js';

/**
 * What `GET /api/stream` sends the dashboard. Cards are the tracking entries made compact (times
 * as ms since the epoch, absent instead of null) because a page with 10,000 stories parses them
 * all on load. The first message of every connection is a snapshot or the deltas it missed.
 */
const Ms = z.number().describe('ms since the epoch');

export const Card = z.object({
  id: z.string(),
  state: TaskState,
  agent: z.string(),
  stage: z.string().optional(),
  type: z.string().optional(),
  urgency: z.enum(URGENCIES).optional(),
  submitted: Ms.optional(),
  picked: Ms.optional(),
  completed: Ms.optional().describe('when the handoff was accepted'),
  deadline: Ms.optional().describe('orphan deadline while submitted, stage deadline while picked up'),
  orphaned: Ms.optional(),
  timedOut: Ms.optional(),
  escalated: Ms.optional(),
  confirmed: Ms.optional(),
  activity: Ms.optional().describe('last sign of life from the worker while it held the story'),
  stalled: z.literal(true).optional(),
  handoff: z.object({ kind: z.enum(HANDOFF_KINDS), status: z.string() }).optional(),
  errors: z.array(Diagnostic).optional(),
  module: z.string().optional(),
  title: z.string().optional(),
  blockedBy: z.array(z.string()).optional().describe('dependencies not handed off yet'),
});
export type Card = z.infer<typeof Card>;

export const WorkerWire = z.object({
  status: z.enum(WORKER_STATUSES),
  current: z.string().optional(),
  idleSince: Ms.optional(),
  lastSeen: Ms.optional(),
  managed: z.enum(SUPERVISOR_STATES).optional().describe('the supervisor state of a worker the daemon runs'),
  needs: z.string().optional().describe('why a managed worker needs a person or failed'),
  restarts: z.number().int().positive().optional().describe('how often the supervisor restarted it; absent when never'),
  lastExit: z.object({ at: Ms, code: z.number().int().nullable(), signal: z.string().nullable() }).optional().describe("a managed worker's last process exit"),
});
export type WorkerWire = z.infer<typeof WorkerWire>;

export const RejectedWire = z.object({ file: z.string(), errors: z.array(Diagnostic) });
export type RejectedWire = z.infer<typeof RejectedWire>;

export const BroadcastWire = z.object({
  file: z.string(),
  severity: z.enum(['info', 'warning', 'critical']),
  kind: z.string().optional(),
  module: z.string().optional(),
  agent: z.string().optional(),
  story: z.string().optional(),
  created: Ms.optional(),
  summary: z.string().describe('first lines of the body, at most 200 characters'),
});
export type BroadcastWire = z.infer<typeof BroadcastWire>;

export const LabWire = z.object({
  relay: z
    .object({
      state: z.string().describe('connecting, open, waiting, refused or off'),
      reason: z.string().optional(),
      since: Ms.optional(),
      lastEvent: Ms.optional(),
      nextAttempt: Ms.optional(),
    })
    .nullable()
    .describe('the relay subscription as the daemon last wrote it (.forge/lab-relay.json); null when none was made'),
  stories: z
    .array(z.object({ task: z.string(), labStory: z.string(), status: z.string(), checked: Ms.optional() }))
    .describe("this project's entries of .forge/lab-stories.json, most recently heard of first, at most 50"),
  total: z.number().int().nonnegative(),
  problem: z.string().optional().describe('why .forge/lab-stories.json could not be read'),
});
export type LabWire = z.infer<typeof LabWire>;

/** The dashboard shows the newest plans; GET /api/plans pages through them all. */
export const DASHBOARD_PLANS = 10;

export const PlansWire = z.object({
  total: z.number().int().nonnegative(),
  items: z
    .array(PlanItem)
    .describe(
      `the ${DASHBOARD_PLANS} newest plans as GET /api/plans gives them; the page takes each module's state from its card, which the stream keeps live`,
    ),
});
export type PlansWire = z.infer<typeof PlansWire>;

/** Facts that change slowly and come from files other than `.tracking.json`. */
export const Extras = z.object({
  tokens: z.record(z.string(), z.number()).describe("context tokens of each worker's latest transcript session"),
  broadcasts: z.array(BroadcastWire).describe('newest first, at most 50; empty before swarm coordination writes any'),
  audit: z.record(z.string(), z.array(z.string())).describe('last Heimdall audit lines of each escalated story'),
  lab: LabWire.optional().describe("lab's side of the project, for the lab panel"),
  plans: PlansWire.optional().describe('the plans of the planning pipeline, for the plan panel'),
});
export type Extras = z.infer<typeof Extras>;

export const SnapshotMessage = z.object({
  type: z.literal('snapshot'),
  boot: z.string().describe('changes when the daemon restarts; a client that sees a new one starts over'),
  seq: z.number().int().nonnegative(),
  now: Ms,
  project: z.string(),
  lease: LeaseView.nullable()
    .optional()
    .describe(
      'the lease of the daemon serving the page: epoch, holder, host, pid, and the daemon it took over from (fixed for the daemon run: a new holder is a new boot)',
    ),
  cards: z.array(Card),
  recent: z.array(Card).describe('stories confirmed in the last hours, from the ledger, for the timeline'),
  workers: z.record(z.string(), WorkerWire),
  rejected: z.array(RejectedWire),
  extras: Extras,
});
export type SnapshotMessage = z.infer<typeof SnapshotMessage>;

export const DeltaMessage = z.object({
  type: z.literal('delta'),
  boot: z.string(),
  seq: z.number().int().positive().describe('exactly one more than the message before'),
  now: Ms,
  cards: z.array(Card).optional().describe('added or changed'),
  removed: z.array(z.string()).optional(),
  workers: z.record(z.string(), WorkerWire).optional().describe('the whole roster, when any worker changed'),
  rejected: z.array(RejectedWire).optional().describe('added or changed'),
  unrejected: z.array(z.string()).optional(),
  recent: z.array(Card).optional().describe('newly confirmed stories'),
  extras: Extras.partial().optional(),
});
export type DeltaMessage = z.infer<typeof DeltaMessage>;

export const PingMessage = z.object({
  type: z.literal('ping'),
  boot: z.string(),
  seq: z.number().int().nonnegative().describe('the last delta sent; a client that is behind has missed one'),
  now: Ms,
});
export type PingMessage = z.infer<typeof PingMessage>;

export const StreamMessage = z.discriminatedUnion('type', [SnapshotMessage, DeltaMessage, PingMessage]);
export type StreamMessage = z.infer<typeof StreamMessage>;

const FileView = z.object({
  file: z.string(),
  frontMatter: z.record(z.string(), z.unknown()).nullable().describe('null when the front matter does not parse'),
  problem: z.string().optional().describe('why the front matter did not parse'),
  body: z.string().describe('the start of the body, at most 4,000 characters'),
});

/** `GET /api/dashboard/stories/<id>`: what the story detail shows, read from the story's files on request. */
export const StoryDetail = z.object({
  ok: z.literal(true),
  id: z.string(),
  card: Card.nullable().describe('null when the story is neither tracked nor recently confirmed'),
  task: FileView.nullable(),
  signals: z.array(z.object({ name: z.string(), file: z.string(), at: Ms, content: z.string() })),
  handoffs: z.array(FileView.extend({ kind: z.enum(HANDOFF_KINDS) })),
  history: z.array(z.object({ event: z.string(), message: z.string(), at: Ms })).describe('transitions logged since the daemon started, oldest first'),
  audit: z.array(z.string()).describe('Heimdall audit lines that name the story'),
  exchanges: z
    .object({
      total: z.number().int().nonnegative(),
      tokens: z.number().int().nonnegative().describe("the sum of each exchange's final context size"),
      items: z.array(
        z.object({
          exchange_id: z.string(),
          session_id: z.string(),
          started_at: z.string().nullable(),
          title: z.string().describe('first line of the prompt, bounded'),
          tokens: z.number().int().nonnegative().nullable().describe('context size after the last model response'),
          stage: z.string().nullable(),
        }),
      ),
    })
    .describe("the story's exchanges in the transcript memory: the most recent, oldest first (`forge kb get <id> --session <session>` opens one)"),
});
export type StoryDetail = z.infer<typeof StoryDetail>;

/** `GET /api/stream?since=<boot>.<seq>`: where a reconnecting page left off (optional). */
export const StreamQuery = z.strictObject({ since: z.string().max(64).optional() });

/** `GET /api/dashboard/story?id=<story id>` */
export const StoryQuery = z.strictObject({ id: StoryId });
