import {
  inspectBatchTool
} from "./chunk-LGKPWMFO.js";
import {
  BroadcastItem,
  Cursor,
  InvalidSummary,
  Limit,
  ListInput,
  PageFields,
  Sibling,
  Since,
  pageStart
} from "./chunk-PHA7OQQT.js";
import {
  BroadcastId,
  BroadcastKind,
  BroadcastSeverity
} from "./chunk-2I5MPK32.js";
import {
  TaskState,
  WORKER_STATUSES
} from "./chunk-RI6QIVNB.js";
import {
  PrHandoff
} from "./chunk-VM6A45NV.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";
import {
  Stage
} from "./chunk-5U7VJXKJ.js";
import {
  ExchangeView,
  KB_DEFAULT_LIMIT,
  KB_MAX_LIMIT,
  SearchView,
  StoryExchanges
} from "./chunk-ISHTDNEO.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";

// dist/protocol/tools/broadcast-finding.js
import { z } from "zod";
var ContractInput = z.strictObject({
  interface: z.string().min(1).max(200).describe("the name consumers call: a function, endpoint, component or table"),
  type: z.string().min(1).max(4e3).optional().describe("its signature or shape, e.g. (id: string) => Promise<User>"),
  module: z.string().min(1).max(200).optional().describe("the module that provides it, when not the broadcast's own"),
  breaking: z.boolean().optional().describe("true when it changes a contract consumers already use")
});
var BroadcastFindingInput = z.strictObject({
  severity: BroadcastSeverity.describe("info: for the record; warning: siblings should look; critical: asks the architect for a review"),
  kind: BroadcastKind.describe("interface, api, props, schema (contracts), blocker, breaking, completion or decision"),
  module: z.string().min(1).max(200).describe("the module this is about, usually the one you are building"),
  agent: AgentName.optional().describe("who broadcasts; default: the server's --agent, else $FORGE_AGENT"),
  story_id: StoryId.optional().describe("the story you are working on"),
  breaking: z.boolean().default(false).describe("true when consumers built against an earlier contract must change; asks the architect for a review"),
  contracts: ListInput(ContractInput).optional().describe("contracts in structured form; written into the body as INTERFACE:/TYPE:/MODULE:/BREAKING: blocks"),
  body: z.string().max(6e4).optional().describe("free text (or the structured form written by hand); after the contracts when both are given")
});
var BroadcastFindingOutput = z.object({
  ok: z.literal(true),
  id: z.string().describe("the new broadcast's id"),
  file: z.string().describe("where it was written, relative to the project root"),
  created_at: IsoTime,
  summary: z.string().max(200).describe("how it appears in get_broadcasts"),
  escalates: z.boolean().describe("critical or breaking: the daemon writes a review task for the architect")
});
var broadcastFindingTool = {
  name: "broadcast_finding",
  title: "Broadcast a contract or finding to sibling workers",
  cli: "forge broadcast",
  description: `Publish an interface contract, a blocker, a decision or a breaking change so that every sibling worker sees it (get_broadcasts, get_state, and the prompt of their next task). Broadcast every interface other modules will call, as soon as you know it, before you finish.
Input: severity and kind are required; module is the module it is about; give the contract as contracts [{interface, type, module?, breaking?}] or as body text in the form "INTERFACE: x / TYPE: y / MODULE: z / BREAKING: yes|no". At most 64 KB in all.
Output: {ok, id, file, created_at, summary, escalates}. escalates is true for severity critical or a breaking change: the daemon then writes an arch_review task for the architect naming the modules it may affect.
Errors: {ok:false, error:{code, message}}; bad_input names the field (missing severity, unknown kind, empty body), too_large when over 64 KB.`,
  input: BroadcastFindingInput,
  inputExample: {
    severity: "warning",
    kind: "interface",
    module: "users-api",
    story_id: "CHK-1",
    contracts: [{ interface: "UserService.getUser", type: "(id: UserId) => Promise<User | null>" }],
    body: "Returns null for a deleted user."
  },
  output: BroadcastFindingOutput,
  example: {
    ok: true,
    id: "20260401T120000000Z-users-api-1",
    file: "_vibe-chain-output/broadcasts/20260401T120000000Z-users-api-1.md",
    created_at: "2026-04-01T12:00:00.000Z",
    summary: "UserService.getUser: (id: string) => Promise<User>",
    escalates: false
  }
};

// dist/protocol/tools/get-broadcast.js
import { z as z2 } from "zod";
var BODY_PAGE_CHARS = 6e3;
var CONTRACTS_SHOWN = 20;
var GetBroadcastInput = z2.strictObject({
  id: BroadcastId.describe("a broadcast id from get_broadcasts"),
  cursor: z2.string().regex(/^\d{1,9}$/, "the nextCursor of the previous answer").optional().describe("the nextCursor of the previous answer, to read the rest of a long body")
});
var ContractView = z2.object({
  interface: z2.string(),
  type: z2.string().nullable(),
  module: z2.string().nullable().describe("the providing module named in the contract, if any"),
  breaking: z2.boolean().nullable()
});
var GetBroadcastOutput = z2.object({
  ok: z2.literal(true),
  broadcast: z2.object({
    id: z2.string(),
    file: z2.string().describe("relative to the project root"),
    severity: BroadcastSeverity,
    kind: BroadcastKind,
    module: z2.string(),
    agent: z2.string(),
    story_id: z2.string().nullable(),
    breaking: z2.boolean().describe("the breaking flag, the kind breaking, or a contract with BREAKING: yes"),
    escalates: z2.boolean().describe("critical or breaking: the architect gets a review task for it"),
    created_at: IsoTime,
    summary: z2.string().max(200)
  }),
  contracts: z2.array(ContractView).describe(`the INTERFACE blocks of the body, the first ${CONTRACTS_SHOWN}`),
  contracts_total: z2.number().int().nonnegative(),
  body: z2.string().describe(`the Markdown body, or ${BODY_PAGE_CHARS} characters of it from cursor`),
  body_chars: z2.number().int().nonnegative().describe("length of the whole body"),
  cursor: z2.string().nullable(),
  nextCursor: z2.string().nullable().describe("pass as cursor to read the rest of the body; null when it is all here"),
  hasMore: z2.boolean(),
  truncated: z2.boolean().describe("the body was cut to stay under about 10 KB")
});
var getBroadcastTool = {
  name: "get_broadcast",
  title: "Read one broadcast in full",
  cli: "forge broadcasts get <id>",
  description: `Read one broadcast: its front matter, the contracts parsed from it, and its body.
Input: id (from get_broadcasts); cursor (nextCursor of the previous answer) to continue a body longer than ${BODY_PAGE_CHARS} characters.
Output: {ok, broadcast:{id, file, severity, kind, module, agent, story_id, breaking, escalates, created_at, summary}, contracts:[{interface, type, module, breaking}], contracts_total, body, body_chars, cursor, nextCursor, hasMore, truncated}.
Errors: {ok:false, error:{code, message}}; not_found when no such broadcast (list them with get_broadcasts), bad_input when the file does not validate (the message says why).`,
  input: GetBroadcastInput,
  inputExample: { id: "20260401T120500000Z-users-api-1", cursor: "8000" },
  output: GetBroadcastOutput,
  example: {
    ok: true,
    broadcast: {
      id: "20260401T120000000Z-users-api-1",
      file: "_vibe-chain-output/broadcasts/20260401T120000000Z-users-api-1.md",
      severity: "info",
      kind: "interface",
      module: "users-api",
      agent: "furnace",
      story_id: "USR-2",
      breaking: false,
      escalates: false,
      created_at: "2026-04-01T12:00:00.000Z",
      summary: "UserService.getUser: (id: string) => Promise<User>"
    },
    contracts: [{ interface: "UserService.getUser", type: "(id: string) => Promise<User>", module: "users-api", breaking: false }],
    contracts_total: 1,
    body: "INTERFACE: UserService.getUser\nTYPE: (id: string) => Promise<User>\nMODULE: users-api\nBREAKING: no\n",
    body_chars: 98,
    cursor: null,
    nextCursor: null,
    hasMore: false,
    truncated: false
  }
};

// dist/protocol/tools/get-broadcasts.js
import { z as z3 } from "zod";
var BROADCASTS_DEFAULT_LIMIT = 20;
var BROADCASTS_MAX_LIMIT = 100;
var GetBroadcastsInput = z3.strictObject({
  severity: ListInput(BroadcastSeverity).optional().describe('only these severities, e.g. ["critical"]'),
  kind: ListInput(BroadcastKind).optional().describe('only these kinds, e.g. ["interface", "api"]'),
  module: z3.string().min(1).optional().describe('only this module, or modules under it: "users" matches users, users/api and users.db'),
  since: Since,
  limit: Limit(BROADCASTS_DEFAULT_LIMIT, BROADCASTS_MAX_LIMIT),
  cursor: Cursor
});
var GetBroadcastsOutput = z3.object({
  ok: z3.literal(true),
  items: z3.array(BroadcastItem).describe("newest first; the full body of one is get_broadcast {id}"),
  filters: z3.object({
    severity: z3.array(BroadcastSeverity).nullable(),
    kind: z3.array(BroadcastKind).nullable(),
    module: z3.string().nullable(),
    since: z3.string().nullable().describe("the since filter as an ISO time")
  }),
  ...PageFields,
  invalid: InvalidSummary
});
var getBroadcastsTool = {
  name: "get_broadcasts",
  title: "List broadcasts, newest first",
  cli: "forge broadcasts",
  description: `List the swarm's broadcasts (contracts, blockers, decisions, breaking changes, completions), newest first, one bounded page at a time. Read them before you build against another module, and again before you hand off.
Input (all optional): severity ["info"|"warning"|"critical"], kind [...], module (a module or a prefix of it), since ("24h", "30m", or an ISO time), limit (1-100, default 20), cursor (nextCursor of the previous page).
Output: {ok, items:[{id, severity, kind, module, agent, created_at, summary}], filters, total, limit, cursor, nextCursor, hasMore, truncated, invalid:{total, items}, message?}. summary is at most 200 characters; call get_broadcast {id} for the full contract. invalid lists broadcast files that do not validate. An empty page has a message saying what was searched and what to try.
Errors: {ok:false, error:{code, message}}; usage for a bad since or cursor.`,
  input: GetBroadcastsInput,
  inputExample: { severity: ["warning", "critical"], kind: ["interface"], module: "users", since: "24h", limit: 20 },
  output: GetBroadcastsOutput,
  example: {
    ok: true,
    items: [
      {
        id: "20260401T120500000Z-users-api-1",
        severity: "critical",
        kind: "breaking",
        module: "users-api",
        agent: "furnace",
        created_at: "2026-04-01T12:05:00.000Z",
        summary: "UserService.getUser: (id: UserId) => Promise<User | null> (+1 more)"
      },
      {
        id: "20260401T120000000Z-checkout-ui-1",
        severity: "info",
        kind: "props",
        module: "checkout-ui",
        agent: "anvil",
        created_at: "2026-04-01T12:00:00.000Z",
        summary: "CartSummary: { items: CartItem[]; currency: string }"
      }
    ],
    filters: { severity: null, kind: null, module: null, since: null },
    ...pageStart(2, 20, null),
    invalid: { total: 0, items: [] }
  }
};

// dist/protocol/tools/get-siblings.js
import { z as z4 } from "zod";
var SIBLINGS_DEFAULT_LIMIT = 20;
var SIBLINGS_MAX_LIMIT = 100;
var GetSiblingsInput = z4.strictObject({
  story_id: StoryId.optional().describe("whose siblings; default the agent's current task"),
  agent: AgentName.optional().describe("used to find the current task when story_id is not given; default the server's --agent, else $FORGE_AGENT"),
  limit: Limit(SIBLINGS_DEFAULT_LIMIT, SIBLINGS_MAX_LIMIT),
  cursor: Cursor
});
var GetSiblingsOutput = z4.object({
  ok: z4.literal(true),
  story_id: StoryId.nullable().describe("the task whose siblings these are; null when none could be found"),
  module: z4.string().nullable(),
  batch: z4.string().nullable(),
  items: z4.array(Sibling).describe("open tasks first (submitted, picked_up), then the rest; by story id within each"),
  ...PageFields
});
var getSiblingsTool = {
  name: "get_siblings",
  title: "List the modules built in parallel with yours",
  cli: "forge tool get_siblings",
  description: `List the sibling tasks of a task: tasks dispatched together with it. When both tasks have a batch field, siblings share the batch; otherwise they share the module prefix (the part of module before the first "/", "." or ":"). These are the modules whose interfaces you build against, or that build against yours.
Input (optional): story_id (default your current task), agent, limit (1-100, default 20), cursor.
Output: {ok, story_id, module, batch, items:[{story_id, module, agent, state, description, relation}], total, limit, cursor, nextCursor, hasMore, truncated, message?}.
Errors: {ok:false, error:{code, message}}; not_found for a story_id that is not tracked, usage for a bad cursor.`,
  input: GetSiblingsInput,
  inputExample: { story_id: "CHK-1", limit: 20 },
  output: GetSiblingsOutput,
  example: {
    ok: true,
    story_id: "CHK-1",
    module: "checkout/ui",
    batch: "checkout",
    items: [{ story_id: "CHK-2", module: "checkout/api", agent: "furnace", state: "picked_up", description: "Cart and payment endpoints", relation: "batch" }],
    ...pageStart(1, 20, null)
  }
};

// dist/protocol/tools/get-state.js
import { z as z5 } from "zod";
var STATE_SIBLINGS_SHOWN = 10;
var STATE_BROADCASTS_SHOWN = 10;
var STATE_EXCHANGES_SHOWN = 5;
var GetStateInput = z5.strictObject({
  agent: AgentName.optional().describe("whose state: default the server's --agent, else $FORGE_AGENT"),
  story_id: StoryId.optional().describe("the task to describe; default the agent's current task")
});
var MyTask = z5.object({
  story_id: StoryId,
  state: TaskState,
  stage: Stage.nullable(),
  module: z5.string().nullable(),
  batch: z5.string().nullable(),
  deadline_at: IsoTime.nullable().describe("when the daemon gives up on it: orphan or stage timeout"),
  depends_on: z5.array(StoryId),
  blocked_by: z5.array(StoryId).describe("dependencies not handed off yet"),
  blocks: z5.array(StoryId).describe("open tasks waiting for this one")
});
var GetStateOutput = z5.object({
  ok: z5.literal(true),
  updated_at: IsoTime.nullable().describe("when the daemon last wrote .tracking.json; null when it never ran here"),
  counts: z5.record(TaskState, z5.number().int().nonnegative()).describe("tracked tasks per state"),
  blocked: z5.number().int().nonnegative().describe("open tasks waiting for a dependency"),
  agent: z5.string().nullable().describe("whose state this is"),
  task: MyTask.nullable().describe("the agent's current task (or the story asked for); null when it holds none"),
  siblings: z5.object({
    total: z5.number().int().nonnegative(),
    items: z5.array(Sibling).describe(`the first ${STATE_SIBLINGS_SHOWN}: open ones first; get_siblings pages through all`)
  }),
  broadcasts: z5.object({
    items: z5.array(BroadcastItem).describe(`the ${STATE_BROADCASTS_SHOWN} most relevant: critical first, then newest; siblings' and your module's before others`),
    older: z5.number().int().nonnegative().describe("how many more there are; get_broadcasts pages through them"),
    critical: z5.number().int().nonnegative().describe("critical broadcasts in all")
  }),
  exchanges: StoryExchanges.optional().describe(`the task's exchanges in the transcript memory (the first ${STATE_EXCHANGES_SHOWN}); search_knowledge with story finds more`),
  message: z5.string().optional().describe("present when there is no task to describe: why, and what to try")
});
var getStateTool = {
  name: "get_state",
  title: "Where the swarm stands, from your task's point of view",
  cli: "forge tool get_state",
  description: `One bounded look at the project for the calling worker: task counts by state, your current task (with its dependencies and what it blocks), your sibling modules (tasks dispatched with yours: same batch, or the same module prefix) and the ${STATE_BROADCASTS_SHOWN} most relevant broadcasts.
Input (optional): agent (default the server's --agent or $FORGE_AGENT), story_id (default your current task).
Output: {ok, updated_at, counts, blocked, agent, task:{story_id, state, stage, module, batch, deadline_at, depends_on, blocked_by, blocks}|null, siblings:{total, items:[{story_id, module, agent, state, description, relation}]}, broadcasts:{items, older, critical}, exchanges?:{total, tokens, items:[{exchange_id, session_id, started_at, prompt, stage}]}, message?}. Use get_siblings and get_broadcasts for the full lists.
Errors: {ok:false, error:{code, message}}; not_found for a story_id that is not tracked, bad_input when .tracking.json is corrupt.`,
  input: GetStateInput,
  inputExample: { agent: "anvil", story_id: "CHK-1" },
  output: GetStateOutput,
  example: {
    ok: true,
    updated_at: "2026-04-01T12:10:00.000Z",
    counts: { submitted: 1, picked_up: 2, handed_off: 1, orphaned: 0, timed_out: 0, escalated: 0, invalid: 0, confirmed: 0 },
    blocked: 1,
    agent: "anvil",
    task: {
      story_id: "CHK-1",
      state: "picked_up",
      stage: "dev",
      module: "checkout/ui",
      batch: "checkout",
      deadline_at: "2026-04-01T12:40:00.000Z",
      depends_on: ["CHK-2"],
      blocked_by: [],
      blocks: []
    },
    siblings: {
      total: 1,
      items: [
        { story_id: "CHK-2", module: "checkout/api", agent: "furnace", state: "handed_off", description: "Cart and payment endpoints", relation: "batch" }
      ]
    },
    broadcasts: {
      items: [
        {
          id: "20260401T120000000Z-checkout-api-1",
          severity: "info",
          kind: "api",
          module: "checkout/api",
          agent: "furnace",
          created_at: "2026-04-01T12:00:00.000Z",
          summary: "POST /cart/items: { sku: string; qty: number } => Cart"
        }
      ],
      older: 0,
      critical: 0
    }
  }
};

// dist/protocol/tools/search-knowledge.js
import { z as z6 } from "zod";
var SearchKnowledgeInput = z6.strictObject({
  query: z6.string().min(1).max(500).describe("words to look for in past exchanges (prompts, answers, tool calls)"),
  session: z6.string().min(1).optional().describe("only exchanges of this Claude Code session"),
  story: StoryId.optional().describe("only exchanges worked on this story"),
  agent: AgentName.optional().describe("only exchanges of this worker's tasks"),
  since: Since,
  limit: Limit(KB_DEFAULT_LIMIT, KB_MAX_LIMIT),
  cursor: Cursor
});
var searchKnowledgeTool = {
  name: "search_knowledge",
  title: "Search what workers did before (transcript memory)",
  cli: "forge kb search",
  description: `Search the exchange memory the daemon builds from the workers' Claude Code transcripts: how a problem was solved before, what a sibling decided, which files were touched.
Input: query (required); session, story, agent, since ("24h", "7d" or an ISO time), limit (1-${KB_MAX_LIMIT}, default ${KB_DEFAULT_LIMIT}), cursor.
Output: {ok, query, filters:{session, story, agent, since}, hits:[{exchange_id, session_id, snippet, score, timestamp}], total, limit, cursor, nextCursor, hasMore, truncated, message?}. snippet is at most 80 characters; get_exchange {exchange_id} reads one exchange. When the project has no transcript memory yet the answer is empty and message says so.
Errors: {ok:false, error:{code, message}}; usage for a query without words, a bad since or cursor.`,
  input: SearchKnowledgeInput,
  inputExample: { query: "retry payment", since: "7d", limit: 10 },
  output: SearchView,
  example: {
    ok: true,
    query: "retry payment",
    filters: { session: null, story: null, agent: null, since: null },
    hits: [
      {
        exchange_id: "0007",
        session_id: "5f0c2a9e-1d2b-4c55-9a63-0f3b2a7e8d11",
        snippet: "...wrapped the payment call in a retry with backoff...",
        score: 1.42,
        timestamp: "2026-04-01T11:02:00.000Z"
      }
    ],
    ...pageStart(1, 10, null)
  }
};
var GetExchangeInput = z6.strictObject({
  exchange_id: z6.string().min(1).max(200).describe("an exchange id from search_knowledge"),
  session: z6.string().min(1).optional().describe("the session, when the id is in more than one")
});
var getExchangeTool = {
  name: "get_exchange",
  title: "Read one exchange of the transcript memory",
  cli: "forge kb get",
  description: `Read one exchange (a prompt, the tool calls made for it, the answer) from the transcript memory, cut at a line boundary to stay under about 10 KB.
Input: exchange_id (from search_knowledge); session when the id is in more than one session.
Output: {ok, exchange:{session_id, exchange_id, story_id, agent, stage, started_at, ended_at, prompt, tool_calls, errors, context_tokens, file}, content, bytes, truncated, message?}. When truncated, message says how much was left out and which file holds it all.
Errors: {ok:false, error:{code, message}}; not_found when no such exchange (or no transcript memory at all), conflict when the id is in several sessions.`,
  input: GetExchangeInput,
  inputExample: { exchange_id: "0007", session: "5f0c2a9e-1d2b-4c55-9a63-0f3b2a7e8d11" },
  output: ExchangeView,
  example: {
    ok: true,
    exchange: {
      session_id: "5f0c2a9e-1d2b-4c55-9a63-0f3b2a7e8d11",
      exchange_id: "0007",
      story_id: "CHK-1",
      agent: "furnace",
      stage: "dev",
      started_at: "2026-04-01T11:02:00.000Z",
      ended_at: "2026-04-01T11:04:10.000Z",
      prompt: "Make the payment call survive a flaky gateway",
      tool_calls: 4,
      errors: 0,
      context_tokens: 41200,
      file: "_vibe-chain-output/exchanges/5f0c2a9e-1d2b-4c55-9a63-0f3b2a7e8d11/0007.md"
    },
    content: "# Exchange 0007\n\n## Prompt\n\nMake the payment call survive a flaky gateway\n",
    bytes: 71,
    truncated: false
  }
};

// dist/protocol/tools/submit-handoff.js
import { z as z7 } from "zod";
var SubmitHandoffInput = z7.strictObject({
  story_id: StoryId.describe("the story you worked on"),
  status: PrHandoff.shape.status.describe("completed, failed or blocked"),
  agent: AgentName.optional().describe("default: the story's agent (from .tracking.json or its inbox folder)"),
  summary: z7.string().max(2e3).optional().describe("one paragraph for the reviewers; also the body when body is not given"),
  files_changed: ListInput(z7.string().min(1)).optional().describe("paths you changed, relative to the worktree"),
  module: z7.string().min(1).optional().describe("the module you built"),
  branch: z7.string().min(1).optional().describe("the branch you pushed"),
  pr_url: z7.string().min(1).optional().describe("the pull request, when you opened one"),
  tests: z7.object({ passed: z7.number().int().nonnegative(), failed: z7.number().int().nonnegative() }).optional().describe("test counts of your last run"),
  body: z7.string().max(6e4).optional().describe("Markdown for the reviewers"),
  replace: z7.boolean().default(false).describe("replace an existing handoff of this story")
});
var SubmitHandoffOutput = z7.object({
  ok: z7.literal(true),
  story_id: StoryId,
  agent: AgentName,
  status: PrHandoff.shape.status,
  file: z7.string().describe("the handoff written, relative to the project root")
});
var submitHandoffTool = {
  name: "submit_handoff",
  title: "Hand off your story (write its pr-handoff)",
  cli: "forge handoff",
  description: `Write _vibe-chain-output/handoffs/<story_id>-pr-handoff.md, validated first exactly as the daemon validates it. The daemon then marks the story handed_off and, for status completed, broadcasts "Module <module> completed" to your siblings.
Input: story_id and status (completed|failed|blocked) required; agent, summary, files_changed, module, branch, pr_url, tests {passed, failed}, body, replace.
Output: {ok, story_id, agent, status, file}.
Errors: {ok:false, error:{code, message}}; usage when a field is invalid (named in the message), not_found for an unknown story without agent, conflict when the story belongs to another agent or already has a handoff (pass replace: true).`,
  input: SubmitHandoffInput,
  inputExample: {
    story_id: "CHK-1",
    status: "completed",
    summary: "Checkout total with taxes.",
    files_changed: ["src/checkout/total.ts"],
    tests: { passed: 12, failed: 0 }
  },
  output: SubmitHandoffOutput,
  example: { ok: true, story_id: "CHK-1", agent: "anvil", status: "completed", file: "_vibe-chain-output/handoffs/CHK-1-pr-handoff.md" }
};

// dist/protocol/tools/workers-available.js
import { z as z8 } from "zod";
var WORKERS_DEFAULT_LIMIT = 20;
var WORKERS_MAX_LIMIT = 100;
var WorkersAvailableInput = z8.strictObject({
  task_type: z8.string().regex(/^[a-z][a-z_]*$/, "a lower-case task type word").optional().describe("only workers that take this task type"),
  status: ListInput(z8.enum(WORKER_STATUSES)).optional().describe("only workers in these states; default all"),
  limit: Limit(WORKERS_DEFAULT_LIMIT, WORKERS_MAX_LIMIT),
  cursor: Cursor
});
var WorkerItem = z8.object({
  agent: AgentName,
  status: z8.enum(WORKER_STATUSES).describe("idle: free; busy: holds a picked-up task; offline: no sign of life for [workers] offline_after (or never seen)"),
  current_task: StoryId.nullable(),
  task_types: z8.array(z8.string()).describe("what the roster sends it"),
  idle_since: IsoTime.nullable(),
  last_seen_at: IsoTime.nullable(),
  queued: z8.number().int().nonnegative().describe("tasks waiting in its inbox (submitted)")
});
var WorkersAvailableOutput = z8.object({
  ok: z8.literal(true),
  items: z8.array(WorkerItem).describe("idle first, then busy, then offline; by name within each"),
  available: z8.number().int().nonnegative().describe("idle workers among those matching"),
  ...PageFields
});
var workersAvailableTool = {
  name: "workers_available",
  title: "Which workers are free",
  cli: "forge tool workers_available",
  description: `List the roster's workers with what the daemon knows of them: idle, busy (and with which task) or offline, the task types each takes, and how many tasks wait in each inbox.
Input (optional): task_type, status ["idle"|"busy"|"offline"], limit (1-100, default 20), cursor.
Output: {ok, items:[{agent, status, current_task, task_types, idle_since, last_seen_at, queued}], available, total, limit, cursor, nextCursor, hasMore, truncated, message?}. Without a tracking file every worker shows as offline and message says the daemon has not run.
Errors: {ok:false, error:{code, message}}; config when the project configuration is broken, usage for a bad cursor.`,
  input: WorkersAvailableInput,
  inputExample: { task_type: "backend", status: ["idle"], limit: 20 },
  output: WorkersAvailableOutput,
  example: {
    ok: true,
    items: [
      {
        agent: "anvil",
        status: "idle",
        current_task: null,
        task_types: ["frontend", "fullstack"],
        idle_since: "2026-04-01T12:00:00.000Z",
        last_seen_at: "2026-04-01T12:09:30.000Z",
        queued: 0
      },
      {
        agent: "furnace",
        status: "busy",
        current_task: "CHK-2",
        task_types: ["backend", "devops", "docs", "security"],
        idle_since: null,
        last_seen_at: "2026-04-01T12:09:58.000Z",
        queued: 2
      }
    ],
    available: 1,
    ...pageStart(2, 20, null)
  }
};

// dist/protocol/tools/index.js
var TOOL_DEFINITIONS = [
  broadcastFindingTool,
  getBroadcastsTool,
  getBroadcastTool,
  getStateTool,
  getSiblingsTool,
  searchKnowledgeTool,
  getExchangeTool,
  submitHandoffTool,
  workersAvailableTool,
  inspectBatchTool
];
var TOOL_NAMES = TOOL_DEFINITIONS.map((tool) => tool.name);
function toolDefinition(name) {
  return TOOL_DEFINITIONS.find((tool) => tool.name === name);
}
function toolSchemaSources() {
  const sources = {};
  for (const tool of TOOL_DEFINITIONS) {
    const file = `tool-${tool.name.replace(/_/g, "-")}`;
    sources[`${file}-input`] = {
      title: `${tool.name} input`,
      description: `Input of the ${tool.name} tool (MCP mcp__forge__${tool.name}; CLI ${tool.cli}).`,
      schema: tool.input,
      io: "input"
    };
    sources[`${file}-output`] = {
      title: `${tool.name} output`,
      description: `Answer of the ${tool.name} tool on success; failures are {ok:false, error:{code, message}}.`,
      schema: tool.output,
      io: "output"
    };
  }
  return sources;
}

export {
  BODY_PAGE_CHARS,
  CONTRACTS_SHOWN,
  STATE_SIBLINGS_SHOWN,
  STATE_BROADCASTS_SHOWN,
  STATE_EXCHANGES_SHOWN,
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
};
