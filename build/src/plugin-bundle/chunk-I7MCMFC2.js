import {
  SUPERVISOR_STATES,
  TaskState,
  WORKER_STATUSES
} from "./chunk-SRAK2D7S.js";
import {
  HANDOFF_KINDS
} from "./chunk-VM6A45NV.js";
import {
  Diagnostic
} from "./chunk-IEEQFNCS.js";
import {
  StoryId
} from "./chunk-APORTJVU.js";
import {
  URGENCIES
} from "./chunk-5U7VJXKJ.js";

// dist/src/dashboard/wire.js
import { z } from "zod";
var Ms = z.number().describe("ms since the epoch");
var Card = z.object({
  id: z.string(),
  state: TaskState,
  agent: z.string(),
  stage: z.string().optional(),
  type: z.string().optional(),
  urgency: z.enum(URGENCIES).optional(),
  submitted: Ms.optional(),
  picked: Ms.optional(),
  completed: Ms.optional().describe("when the handoff was accepted"),
  deadline: Ms.optional().describe("orphan deadline while submitted, stage deadline while picked up"),
  orphaned: Ms.optional(),
  timedOut: Ms.optional(),
  escalated: Ms.optional(),
  confirmed: Ms.optional(),
  activity: Ms.optional().describe("last sign of life from the worker while it held the story"),
  stalled: z.literal(true).optional(),
  handoff: z.object({ kind: z.enum(HANDOFF_KINDS), status: z.string() }).optional(),
  errors: z.array(Diagnostic).optional(),
  module: z.string().optional(),
  title: z.string().optional(),
  blockedBy: z.array(z.string()).optional().describe("dependencies not handed off yet")
});
var WorkerWire = z.object({
  status: z.enum(WORKER_STATUSES),
  current: z.string().optional(),
  idleSince: Ms.optional(),
  lastSeen: Ms.optional(),
  managed: z.enum(SUPERVISOR_STATES).optional().describe("the supervisor state of a worker the daemon runs"),
  needs: z.string().optional().describe("why a managed worker needs a person or failed"),
  restarts: z.number().int().positive().optional().describe("how often the supervisor restarted it; absent when never"),
  lastExit: z.object({ at: Ms, code: z.number().int().nullable(), signal: z.string().nullable() }).optional().describe("a managed worker's last process exit")
});
var RejectedWire = z.object({ file: z.string(), errors: z.array(Diagnostic) });
var BroadcastWire = z.object({
  file: z.string(),
  severity: z.enum(["info", "warning", "critical"]),
  kind: z.string().optional(),
  module: z.string().optional(),
  agent: z.string().optional(),
  story: z.string().optional(),
  created: Ms.optional(),
  summary: z.string().describe("first lines of the body, at most 200 characters")
});
var LabWire = z.object({
  relay: z.object({
    state: z.string().describe("connecting, open, waiting, refused or off"),
    reason: z.string().optional(),
    since: Ms.optional(),
    lastEvent: Ms.optional(),
    nextAttempt: Ms.optional()
  }).nullable().describe("the relay subscription as the daemon last wrote it (.forge/lab-relay.json); null when none was made"),
  stories: z.array(z.object({ task: z.string(), labStory: z.string(), status: z.string(), checked: Ms.optional() })).describe("this project's entries of .forge/lab-stories.json, most recently heard of first, at most 50"),
  total: z.number().int().nonnegative(),
  problem: z.string().optional().describe("why .forge/lab-stories.json could not be read")
});
var Extras = z.object({
  tokens: z.record(z.string(), z.number()).describe("context tokens of each worker's latest transcript session"),
  broadcasts: z.array(BroadcastWire).describe("newest first, at most 50; empty before swarm coordination writes any"),
  audit: z.record(z.string(), z.array(z.string())).describe("last Heimdall audit lines of each escalated story"),
  lab: LabWire.optional().describe("lab's side of the project, for the lab panel")
});
var SnapshotMessage = z.object({
  type: z.literal("snapshot"),
  boot: z.string().describe("changes when the daemon restarts; a client that sees a new one starts over"),
  seq: z.number().int().nonnegative(),
  now: Ms,
  project: z.string(),
  cards: z.array(Card),
  recent: z.array(Card).describe("stories confirmed in the last hours, from the ledger, for the timeline"),
  workers: z.record(z.string(), WorkerWire),
  rejected: z.array(RejectedWire),
  extras: Extras
});
var DeltaMessage = z.object({
  type: z.literal("delta"),
  boot: z.string(),
  seq: z.number().int().positive().describe("exactly one more than the message before"),
  now: Ms,
  cards: z.array(Card).optional().describe("added or changed"),
  removed: z.array(z.string()).optional(),
  workers: z.record(z.string(), WorkerWire).optional().describe("the whole roster, when any worker changed"),
  rejected: z.array(RejectedWire).optional().describe("added or changed"),
  unrejected: z.array(z.string()).optional(),
  recent: z.array(Card).optional().describe("newly confirmed stories"),
  extras: Extras.partial().optional()
});
var PingMessage = z.object({
  type: z.literal("ping"),
  boot: z.string(),
  seq: z.number().int().nonnegative().describe("the last delta sent; a client that is behind has missed one"),
  now: Ms
});
var StreamMessage = z.discriminatedUnion("type", [SnapshotMessage, DeltaMessage, PingMessage]);
var FileView = z.object({
  file: z.string(),
  frontMatter: z.record(z.string(), z.unknown()).nullable().describe("null when the front matter does not parse"),
  problem: z.string().optional().describe("why the front matter did not parse"),
  body: z.string().describe("the start of the body, at most 4,000 characters")
});
var StoryDetail = z.object({
  ok: z.literal(true),
  id: z.string(),
  card: Card.nullable().describe("null when the story is neither tracked nor recently confirmed"),
  task: FileView.nullable(),
  signals: z.array(z.object({ name: z.string(), file: z.string(), at: Ms, content: z.string() })),
  handoffs: z.array(FileView.extend({ kind: z.enum(HANDOFF_KINDS) })),
  history: z.array(z.object({ event: z.string(), message: z.string(), at: Ms })).describe("transitions logged since the daemon started, oldest first"),
  audit: z.array(z.string()).describe("Heimdall audit lines that name the story"),
  exchanges: z.object({
    total: z.number().int().nonnegative(),
    tokens: z.number().int().nonnegative().describe("the sum of each exchange's final context size"),
    items: z.array(z.object({
      exchange_id: z.string(),
      session_id: z.string(),
      started_at: z.string().nullable(),
      title: z.string().describe("first line of the prompt, bounded"),
      tokens: z.number().int().nonnegative().nullable().describe("context size after the last model response"),
      stage: z.string().nullable()
    }))
  }).describe("the story's exchanges in the transcript memory: the most recent, oldest first (`forge kb get <id> --session <session>` opens one)")
});
var StreamQuery = z.strictObject({ since: z.string().max(64).optional() });
var StoryQuery = z.strictObject({ id: StoryId });

export {
  StreamQuery,
  StoryQuery
};
