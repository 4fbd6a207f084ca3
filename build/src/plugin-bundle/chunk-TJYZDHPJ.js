import {
  INSPECTION_FLAGS,
  inspectBatchTool,
  normalizeType
} from "./chunk-6SAZ3PZF.js";
import {
  DesignInterface,
  FailedModule,
  InterviewAnswer,
  PlanModule,
  Slug,
  TestCase
} from "./chunk-PDJK6XMR.js";
import {
  ARTIFACTS,
  PHASES,
  PLAN_STEPS,
  taskModule
} from "./chunk-Q3BRTBOK.js";
import {
  ExchangeView,
  KB_DEFAULT_LIMIT,
  KB_MAX_LIMIT,
  SearchView,
  StoryExchanges
} from "./chunk-JC3QF5J2.js";
import {
  CODE_TOOLS
} from "./chunk-SN4Z7LYO.js";
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
} from "./chunk-C5Q5C45N.js";
import {
  BroadcastId,
  BroadcastKind,
  BroadcastSeverity
} from "./chunk-5WLASJTG.js";
import {
  TaskState,
  WORKER_STATUSES
} from "./chunk-E6PUMPWG.js";
import {
  PrHandoff
} from "./chunk-KMVBSH7L.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";
import {
  Stage
} from "./chunk-5U7VJXKJ.js";

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
import { z as z6 } from "zod";

// dist/protocol/tools/planning/common.js
import { z as z5 } from "zod";
var ProjectName = Slug.describe("the plan folder under _vibe-chain/plans/ (lower-case letters, digits, dashes)");
var PlanStatusView = z5.object({
  project: z5.string(),
  phase: z5.enum(PHASES).describe("the phase to work on now; done after a passing verdict"),
  round: z5.number().int().nullable().describe("the implementation round; a failed verdict opens the next"),
  modules: z5.object({ total: z5.number().int(), done: z5.number().int() }).nullable(),
  verdict: z5.enum(["pass", "fail"]).nullable(),
  next: z5.array(z5.enum(PLAN_STEPS)).describe("the tools that move the plan on from here"),
  artifacts: z5.array(z5.object({ artifact: z5.enum(ARTIFACTS), file: z5.string(), state: z5.enum(["missing", "invalid", "stale", "current"]) }))
}).describe("the plan's phase after the call, recomputed from the files");
var StartOutput = z5.object({
  ok: z5.literal(true),
  project: z5.string(),
  step: z5.string().describe("the phase this call starts"),
  instructions: z5.string().describe("what to do in this phase and which tool to finish it with"),
  inputs: z5.array(z5.object({
    artifact: z5.enum(ARTIFACTS),
    file: z5.string(),
    front: z5.record(z5.string(), z5.unknown()).nullable(),
    body: z5.string(),
    truncated: z5.boolean()
  })).describe("the earlier artifacts this phase builds on; a long one is cut (truncated) and its file holds it all"),
  knowledge: z5.object({ total: z5.number().int(), items: z5.array(z5.object({ kind: z5.enum(["pattern", "gotcha"]), id: z5.string(), title: z5.string() })) }).describe("collected patterns and gotchas; read them with get_patterns / get_gotchas"),
  code_context: z5.object({ available: z5.boolean(), text: z5.string().nullable() }).describe("what the code-context index says of the repository, when one is installed"),
  status: PlanStatusView,
  truncated: z5.boolean(),
  message: z5.string().optional()
});
var WriteOutput = z5.object({
  ok: z5.literal(true),
  project: z5.string(),
  files: z5.array(z5.string()).describe("the artifacts written, relative to the project root"),
  status: PlanStatusView
});
var Body = z5.string().max(6e4).optional().describe("Markdown below the front matter: the prose a person reviews");
var EXAMPLE_STATUS = {
  project: "shop",
  phase: "design",
  round: null,
  modules: null,
  verdict: null,
  next: ["start_design", "submit_design"],
  artifacts: [
    { artifact: "project", file: "_vibe-chain/plans/shop/project.md", state: "current" },
    { artifact: "plan", file: "_vibe-chain/plans/shop/plan.md", state: "current" },
    { artifact: "design", file: "_vibe-chain/plans/shop/design.md", state: "missing" }
  ]
};
var STATE_PLANS_SHOWN = 5;
var StatePlans = z5.object({
  total: z5.number().int().nonnegative(),
  items: z5.array(PlanStatusView.omit({ artifacts: true })).describe(`the ${STATE_PLANS_SHOWN} newest plans, or the one asked for`)
}).describe("the plans under _vibe-chain/plans/; absent when there are none and none was asked for");

// dist/protocol/tools/get-state.js
var STATE_SIBLINGS_SHOWN = 10;
var STATE_BROADCASTS_SHOWN = 10;
var STATE_EXCHANGES_SHOWN = 5;
var GetStateInput = z6.strictObject({
  agent: AgentName.optional().describe("whose state: default the server's --agent, else $FORGE_AGENT"),
  story_id: StoryId.optional().describe("the task to describe; default the agent's current task"),
  project: ProjectName.optional().describe("a plan to describe in plans (default: the newest plans)")
});
var MyTask = z6.object({
  story_id: StoryId,
  state: TaskState,
  stage: Stage.nullable(),
  module: z6.string().nullable(),
  batch: z6.string().nullable(),
  deadline_at: IsoTime.nullable().describe("when the daemon gives up on it: orphan or stage timeout"),
  depends_on: z6.array(StoryId),
  blocked_by: z6.array(StoryId).describe("dependencies not handed off yet"),
  blocks: z6.array(StoryId).describe("open tasks waiting for this one")
});
var GetStateOutput = z6.object({
  ok: z6.literal(true),
  updated_at: IsoTime.nullable().describe("when the daemon last wrote .tracking.json; null when it never ran here"),
  counts: z6.record(TaskState, z6.number().int().nonnegative()).describe("tracked tasks per state"),
  blocked: z6.number().int().nonnegative().describe("open tasks waiting for a dependency"),
  agent: z6.string().nullable().describe("whose state this is"),
  task: MyTask.nullable().describe("the agent's current task (or the story asked for); null when it holds none"),
  siblings: z6.object({
    total: z6.number().int().nonnegative(),
    items: z6.array(Sibling).describe(`the first ${STATE_SIBLINGS_SHOWN}: open ones first; get_siblings pages through all`)
  }),
  broadcasts: z6.object({
    items: z6.array(BroadcastItem).describe(`the ${STATE_BROADCASTS_SHOWN} most relevant: critical first, then newest; siblings' and your module's before others`),
    older: z6.number().int().nonnegative().describe("how many more there are; get_broadcasts pages through them"),
    critical: z6.number().int().nonnegative().describe("critical broadcasts in all")
  }),
  exchanges: StoryExchanges.optional().describe(`the task's exchanges in the transcript memory (the first ${STATE_EXCHANGES_SHOWN}); search_knowledge with story finds more`),
  plans: StatePlans.optional(),
  message: z6.string().optional().describe("present when there is no task to describe: why, and what to try")
});
var getStateTool = {
  name: "get_state",
  title: "Where the swarm stands, from your task's point of view",
  cli: "forge tool get_state",
  description: `One bounded look at the project for the calling worker: task counts by state, your current task (with its dependencies and what it blocks), your sibling modules (tasks dispatched with yours: same batch, or the same module prefix) and the ${STATE_BROADCASTS_SHOWN} most relevant broadcasts.
Input (optional): agent (default the server's --agent or $FORGE_AGENT), story_id (default your current task), project (a plan of the planning pipeline).
Output: {ok, updated_at, counts, blocked, agent, task:{story_id, state, stage, module, batch, deadline_at, depends_on, blocked_by, blocks}|null, siblings:{total, items:[{story_id, module, agent, state, description, relation}]}, broadcasts:{items, older, critical}, exchanges?:{total, tokens, items:[{exchange_id, session_id, started_at, prompt, stage}]}, plans?:{total, items:[{project, phase, round, modules, verdict, next}]}, message?}. Use get_siblings and get_broadcasts for the full lists.
Errors: {ok:false, error:{code, message}}; not_found for a story_id that is not tracked or a project with no plan folder, bad_input when .tracking.json is corrupt.`,
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

// dist/protocol/tools/planning/dispatch-tools.js
import { z as z7 } from "zod";

// dist/protocol/planning/plan-inspection.js
var PLAN_FLAG_CODES = ["missing_interface", "interface_mismatch"];
function inspectPlan(project, plan, design, broadcasts) {
  const flags = [];
  const designed = new Map(design.interfaces.map((item) => [`${item.module}\0${item.interface}`, item.type]));
  const byTaskModule = new Map(plan.modules.map((module) => [taskModule(project, module.id), module.id]));
  for (const module of plan.modules) {
    const own = taskModule(project, module.id);
    for (const name of module.provides) {
      const type = designed.get(`${module.id}\0${name}`) ?? null;
      const latest = broadcasts.flatMap((b) => b.module === own ? b.contracts.filter((c) => c.interface === name && (c.module ?? b.module) === own).map((c) => ({ id: b.id, c })) : [])[0];
      if (!latest) {
        flags.push({
          code: "missing_interface",
          module: module.id,
          message: `${module.id} was to provide ${name}${type ? ` (${type})` : ""}, but none of its broadcasts says so: it was not built, or not broadcast`,
          broadcasts: []
        });
        continue;
      }
      if (type !== null && latest.c.type !== null && normalizeType(latest.c.type) !== normalizeType(type)) {
        flags.push({
          code: "interface_mismatch",
          module: module.id,
          message: `${module.id} provides ${name} as "${latest.c.type}", but design.md says "${type}"`,
          broadcasts: [latest.id]
        });
      }
    }
  }
  const said = /* @__PURE__ */ new Set();
  for (const b of broadcasts) {
    const consumer = byTaskModule.get(b.module);
    if (consumer === void 0)
      continue;
    for (const c of b.contracts) {
      const producer = c.module === null ? void 0 : byTaskModule.get(c.module);
      if (producer === void 0 || producer === consumer || c.type === null)
        continue;
      const key = `${consumer}\0${c.interface}`;
      if (said.has(key))
        continue;
      said.add(key);
      const type = designed.get(`${producer}\0${c.interface}`);
      if (type !== void 0 && normalizeType(type) !== normalizeType(c.type))
        flags.push({
          code: "interface_mismatch",
          module: consumer,
          message: `${consumer} calls ${producer}'s ${c.interface} as "${c.type}", but ${producer} provides "${type}" (design.md)`,
          broadcasts: [b.id]
        });
    }
  }
  return flags;
}

// dist/protocol/tools/planning/dispatch-tools.js
var ERRORS = "Errors: {ok:false, error:{code, message}}; conflict when an earlier phase is not done or changed since, or a module is submitted before the modules it depends on (the message names the file, the field and the tool to call), bad_input for a module or field the plan does not have, config when no worker of the roster takes a module's task_type.";
var ModuleDispatch = z7.object({
  module: Slug,
  story_id: StoryId,
  agent: AgentName,
  round: z7.number().int(),
  state: z7.enum(["dispatched", "done"]),
  depends_on: z7.array(StoryId),
  written: z7.boolean().describe("true when this call wrote its task file; false when it was dispatched before")
});
var StartImplementationInput = z7.strictObject({ project: ProjectName, limit: Limit(20, 100), cursor: Cursor });
var StartImplementationOutput = z7.object({
  ok: z7.literal(true),
  project: z7.string(),
  round: z7.number().int(),
  batch: z7.string().describe("the batch field of every task: get_siblings and inspect_batch group by it"),
  items: z7.array(ModuleDispatch),
  dropped: z7.array(z7.string()).describe("modules of implementation.md that plan.md no longer has; their tasks are left as they are"),
  status: PlanStatusView,
  ...PageFields
});
var startImplementationTool = {
  name: "start_implementation",
  title: "Dispatch a plan's modules to the workers",
  cli: "forge tool start_implementation",
  description: `Turn the plan's modules into inbox tasks, one per module, for the worker the roster gives its task_type, with depends_on from the plan (the daemon holds a task until its dependencies are done), the sibling modules, the designed interfaces, the test cases and recent broadcasts in each task. Writes implementation.md. Safe to call again: a module dispatched before gets no second task, a module added to plan.md by hand gets one.
Input: project; limit, cursor (for the list of modules).
Output: {ok, project, round, batch, items:[{module, story_id, agent, round, state, depends_on, written}], dropped, status, total, limit, cursor, nextCursor, hasMore, truncated}.
${ERRORS}`,
  input: StartImplementationInput,
  inputExample: { project: "shop", limit: 20 },
  output: StartImplementationOutput,
  example: {
    ok: true,
    project: "shop",
    round: 1,
    batch: "shop",
    items: [
      { module: "db", story_id: "shop.db", agent: "furnace", round: 1, state: "dispatched", depends_on: [], written: true },
      { module: "api", story_id: "shop.api", agent: "furnace", round: 1, state: "dispatched", depends_on: ["shop.db"], written: true }
    ],
    dropped: [],
    status: { ...EXAMPLE_STATUS, phase: "implementation", round: 1, modules: { total: 2, done: 0 }, next: ["submit_implementation"] },
    ...pageStart(2, 20, null)
  }
};
var SubmitImplementationInput = z7.strictObject({
  project: ProjectName,
  module: Slug.describe("the module of the plan you built"),
  summary: z7.string().min(1).max(2e3).describe("what you built, for the reviewers and the siblings"),
  files_changed: ListInput(z7.string().min(1)).optional().describe("paths you changed, relative to the worktree"),
  tests: z7.object({ passed: z7.number().int().nonnegative(), failed: z7.number().int().nonnegative() }).optional().describe("test counts of your last run"),
  body: Body
});
var SubmitImplementationOutput = z7.object({
  ok: z7.literal(true),
  project: z7.string(),
  module: z7.string(),
  story_id: StoryId,
  handoff: z7.string().describe("the pr-handoff written"),
  broadcast: z7.string().nullable().describe("the completion broadcast; null when the daemon had broadcast it already"),
  status: PlanStatusView
});
var submitImplementationTool = {
  name: "submit_implementation",
  title: "Record a module of the plan as done",
  cli: "forge tool submit_implementation",
  description: `Record a module as done: writes its story's pr-handoff (status completed, as submit_handoff does), broadcasts its completion to the siblings, and marks it done in implementation.md. Refused while a module it depends on is not done.
Input: project, module, summary required; files_changed, tests {passed, failed}, body.
Output: {ok, project, module, story_id, handoff, broadcast, status}.
${ERRORS}`,
  input: SubmitImplementationInput,
  inputExample: { project: "shop", module: "api", summary: "Items API with paging.", files_changed: ["src/api/items.ts"], tests: { passed: 8, failed: 0 } },
  output: SubmitImplementationOutput,
  example: {
    ok: true,
    project: "shop",
    module: "api",
    story_id: "shop.api",
    handoff: "_vibe-chain-output/handoffs/shop.api-pr-handoff.md",
    broadcast: "20260401T120000000Z-shop-api-1",
    status: { ...EXAMPLE_STATUS, phase: "implementation", round: 1, modules: { total: 2, done: 2 }, next: ["start_inspection", "submit_verdict"] }
  }
};
var StartInspectionInput = z7.strictObject({ project: ProjectName, limit: Limit(20, 100), cursor: Cursor });
var PlanInspectionFlag = z7.object({
  code: z7.enum([...PLAN_FLAG_CODES, ...INSPECTION_FLAGS]).describe("missing_interface and interface_mismatch: the plan against the broadcasts; the others as inspect_batch"),
  module: z7.string().describe("the plan's module id (for the plan's own checks) or the task's module"),
  story_id: StoryId.nullable(),
  message: z7.string(),
  broadcasts: z7.array(z7.string())
});
var StartInspectionOutput = z7.object({
  ok: z7.literal(true),
  project: z7.string(),
  round: z7.number().int(),
  instructions: z7.string(),
  modules: z7.array(z7.object({ module: z7.string(), story_id: StoryId, agent: AgentName, produced: z7.array(z7.string()), consumed: z7.array(z7.string()) })),
  items: z7.array(PlanInspectionFlag),
  status: PlanStatusView,
  ...PageFields
});
var startInspectionTool = {
  name: "start_inspection",
  title: "Inspect a plan's modules: producers against consumers",
  cli: "forge tool start_inspection",
  description: `Once every module of the round is done: check what each module provides (its broadcasts) against design.md's types and against what its consumers say they call (missing_interface, interface_mismatch), plus forge inspect's flags for the batch (stale_consumer, conflicting_interface, unread_broadcasts). Then call submit_verdict.
Input: project; limit, cursor (for the flags).
Output: {ok, project, round, instructions, modules:[{module, story_id, agent, produced, consumed}], items:[{code, module, story_id, message, broadcasts}], status, total, limit, cursor, nextCursor, hasMore, truncated, message?}.
${ERRORS}`,
  input: StartInspectionInput,
  inputExample: { project: "shop", limit: 20 },
  output: StartInspectionOutput,
  example: {
    ok: true,
    project: "shop",
    round: 1,
    instructions: "Read each flag's broadcasts and the code on both sides, then call submit_verdict.",
    modules: [{ module: "shop/api", story_id: "shop.api", agent: "furnace", produced: ["GET /items"], consumed: ["ItemStore"] }],
    items: [
      {
        code: "interface_mismatch",
        module: "api",
        story_id: "shop.api",
        message: 'api provides GET /items as "() => Item", but design.md says "() => Item[]"',
        broadcasts: ["20260401T120000000Z-shop-api-1"]
      }
    ],
    status: { ...EXAMPLE_STATUS, phase: "inspection", round: 1, modules: { total: 2, done: 2 }, next: ["start_inspection", "submit_verdict"] },
    ...pageStart(1, 20, null)
  }
};
var SubmitVerdictInput = z7.strictObject({
  project: ProjectName,
  verdict: z7.enum(["pass", "fail"]).describe("pass closes the plan; fail sends failed_modules back to their workers"),
  failed_modules: ListInput(FailedModule).optional().describe("with fail: each module to redo and why (the reason goes into its new task)"),
  body: Body
});
var SubmitVerdictOutput = z7.object({
  ok: z7.literal(true),
  project: z7.string(),
  round: z7.number().int().describe("the round judged"),
  verdict: z7.enum(["pass", "fail"]),
  file: z7.string(),
  sent_back: z7.array(z7.object({ module: z7.string(), story_id: StoryId, agent: AgentName })),
  status: PlanStatusView
});
var submitVerdictTool = {
  name: "submit_verdict",
  title: "Give the inspection's verdict",
  cli: "forge tool submit_verdict",
  description: `Write verdict.md for the round (with the inspection's flags at that moment). fail needs failed_modules: each is sent back as a new task (story id <project>.<module>.r<round>) with the reason, and a new round starts; pass closes the plan.
Input: project, verdict (pass|fail); failed_modules [{module, reason}] with fail; body.
Output: {ok, project, round, verdict, file, sent_back:[{module, story_id, agent}], status}.
${ERRORS}`,
  input: SubmitVerdictInput,
  inputExample: { project: "shop", verdict: "fail", failed_modules: [{ module: "api", reason: "GET /items returns one item, design says a list" }] },
  output: SubmitVerdictOutput,
  example: {
    ok: true,
    project: "shop",
    round: 1,
    verdict: "fail",
    file: "_vibe-chain/plans/shop/verdict.md",
    sent_back: [{ module: "api", story_id: "shop.api.r2", agent: "furnace" }],
    status: { ...EXAMPLE_STATUS, phase: "implementation", round: 2, modules: { total: 2, done: 1 }, next: ["submit_implementation"] }
  }
};

// dist/protocol/tools/planning/knowledge-tools.js
import { z as z8 } from "zod";
var KNOWLEDGE_KINDS = ["pattern", "gotcha"];
var CollectKnowledgeInput = z8.strictObject({
  kind: z8.enum(KNOWLEDGE_KINDS).describe("pattern: a way that worked; gotcha: a trap to avoid"),
  title: z8.string().min(1).max(200).describe("one line"),
  body: z8.string().min(1).max(2e4).describe("what to do or avoid, and why, with the file or broadcast it came from"),
  project: ProjectName.optional().describe("the plan it was learnt in"),
  tags: ListInput(Slug).optional().describe("words to find it by")
});
var CollectKnowledgeOutput = z8.object({ ok: z8.literal(true), id: z8.string(), kind: z8.enum(KNOWLEDGE_KINDS), file: z8.string() });
var collectKnowledgeTool = {
  name: "collect_knowledge",
  title: "Keep a pattern or a gotcha for later plans",
  cli: "forge tool collect_knowledge",
  description: `Write a pattern (a way that worked) or a gotcha (a trap) as _vibe-chain/knowledge/<kind>s/<id>.md, so later plans see it in every start_* answer and through get_patterns / get_gotchas.
Input: kind (pattern|gotcha), title, body required; project, tags.
Output: {ok, id, kind, file}.
Errors: {ok:false, error:{code, message}}; usage for a missing field, conflict when a note of that title exists.`,
  input: CollectKnowledgeInput,
  inputExample: {
    kind: "gotcha",
    title: "Broadcast the type before the code",
    body: "The ui built against a guessed type.",
    project: "shop",
    tags: ["broadcasts"]
  },
  output: CollectKnowledgeOutput,
  example: { ok: true, id: "broadcast-the-type-before-the-code", kind: "gotcha", file: "_vibe-chain/knowledge/gotchas/broadcast-the-type-before-the-code.md" }
};
var NotesInput = z8.strictObject({
  query: z8.string().max(200).optional().describe("words that must all be in the title, tags or body"),
  project: ProjectName.optional(),
  limit: Limit(20, 100),
  cursor: Cursor
});
var NoteItem = z8.object({
  id: z8.string(),
  title: z8.string(),
  project: z8.string().nullable(),
  tags: z8.array(z8.string()),
  created_at: IsoTime,
  summary: z8.string().max(200).describe("the first words of the body")
});
var NotesOutput = z8.object({
  ok: z8.literal(true),
  items: z8.array(NoteItem),
  invalid: InvalidSummary.describe("files in the folder that are not valid notes: reported, never dropped"),
  ...PageFields
});
function notesTool(kind) {
  const name = kind === "pattern" ? "get_patterns" : "get_gotchas";
  return {
    name,
    title: kind === "pattern" ? "List the patterns collected" : "List the gotchas collected",
    cli: `forge tool ${name}`,
    description: `List the ${kind}s collected with collect_knowledge (_vibe-chain/knowledge/${kind}s/), newest first; read one in full in its file.
Input (optional): query, project, limit (1-100, default 20), cursor.
Output: {ok, items:[{id, title, project, tags, created_at, summary}], invalid:{total, items:[{file, problem}]}, total, limit, cursor, nextCursor, hasMore, truncated, message?}. An empty list says what was searched.
Errors: {ok:false, error:{code, message}}; usage for a bad cursor.`,
    input: NotesInput,
    inputExample: { query: "broadcast", limit: 20 },
    output: NotesOutput,
    example: {
      ok: true,
      items: [
        {
          id: "broadcast-the-type-before-the-code",
          title: "Broadcast the type before the code",
          project: "shop",
          tags: ["broadcasts"],
          created_at: "2026-04-01T12:00:00.000Z",
          summary: "The ui built against a guessed type."
        }
      ],
      invalid: { total: 0, items: [] },
      ...pageStart(1, 20, null)
    }
  };
}
var getPatternsTool = notesTool("pattern");
var getGotchasTool = notesTool("gotcha");
var HistoryItem = z8.object({
  project: z8.string(),
  title: z8.string().nullable(),
  phase: z8.enum(PHASES),
  round: z8.number().int().nullable(),
  modules: z8.object({ total: z8.number().int(), done: z8.number().int() }).nullable(),
  verdict: z8.enum(["pass", "fail"]).nullable(),
  created_at: IsoTime.nullable(),
  problems: z8.number().int().describe("artifacts that are invalid or stale")
});
var GetProjectHistoryInput = z8.strictObject({ limit: Limit(20, 100), cursor: Cursor });
var getProjectHistoryTool = {
  name: "get_project_history",
  title: "List the plans of this project and where each stands",
  cli: "forge tool get_project_history",
  description: `List the plan folders under _vibe-chain/plans/ with each one's phase, implementation round, modules done and verdict, newest first. get_state {project} shows one plan in full.
Input (optional): limit (1-100, default 20), cursor.
Output: {ok, items:[{project, title, phase, round, modules, verdict, created_at, problems}], total, limit, cursor, nextCursor, hasMore, truncated, message?}.
Errors: {ok:false, error:{code, message}}; usage for a bad cursor.`,
  input: GetProjectHistoryInput,
  inputExample: { limit: 20 },
  output: z8.object({ ok: z8.literal(true), items: z8.array(HistoryItem), ...PageFields }),
  example: {
    ok: true,
    items: [
      {
        project: "shop",
        title: "A small shop",
        phase: "done",
        round: 2,
        modules: { total: 5, done: 5 },
        verdict: "pass",
        created_at: "2026-04-01T12:00:00.000Z",
        problems: 0
      }
    ],
    ...pageStart(1, 20, null)
  }
};
var RegisterInput = z8.strictObject({
  project: ProjectName,
  title: z8.string().min(1).max(200).optional().describe("for the project.md written when the folder has none (default: the folder name)")
});
var registerTool = {
  name: "register",
  title: "Take in a plan folder written by hand",
  cli: "forge tool register",
  description: `Take in a plan folder written outside the pipeline (by a person or another tool): writes project.md when it is missing, checks every artifact, and answers where the plan stands and what is wrong, file by file.
Input: project; title.
Output: {ok, project, files, status, problems:[{file, field, message}]}. files lists what was written (project.md or nothing).
Errors: {ok:false, error:{code, message}}; not_found when _vibe-chain/plans/<project>/ does not exist (create_project starts one).`,
  input: RegisterInput,
  inputExample: { project: "shop", title: "A small shop" },
  output: z8.object({
    ok: z8.literal(true),
    project: z8.string(),
    files: z8.array(z8.string()),
    status: z8.record(z8.string(), z8.unknown()).describe("as in the answers of the other planning tools"),
    problems: z8.array(z8.object({ file: z8.string(), field: z8.string().nullable(), message: z8.string() }))
  }),
  example: {
    ok: true,
    project: "shop",
    files: ["_vibe-chain/plans/shop/project.md"],
    status: { phase: "design", next: ["start_design", "submit_design"] },
    problems: []
  }
};
var initTool = {
  name: "init",
  title: "Set this project up for vibe-chain (forge init)",
  cli: "forge init",
  description: `What forge init does: create the config template, the personality adapters, the inbox, handoff and broadcast folders and the .gitignore lines. Idempotent: a file that exists is kept as it is.
Input: none.
Output: {ok, root, created, kept, gitignore}. created and kept are paths relative to the root; gitignore is created, appended or unchanged.
Errors: {ok:false, error:{code, message}}; io when a folder cannot be written.`,
  input: z8.strictObject({}),
  inputExample: {},
  output: z8.object({
    ok: z8.literal(true),
    root: z8.string(),
    created: z8.array(z8.string()),
    kept: z8.array(z8.string()),
    gitignore: z8.enum(["created", "appended", "unchanged"])
  }),
  example: { ok: true, root: "/home/me/shop", created: ["_vibe-chain/config.toml"], kept: [], gitignore: "created" }
};

// dist/protocol/tools/planning/phase-tools.js
import { z as z9 } from "zod";
var ERRORS2 = "Errors: {ok:false, error:{code, message}}; bad_input when a field breaks the schema or a rule of the plan (the message names the file, the field and what was expected), conflict when an earlier phase is not done or has changed since (the message names the file and the tool to call), not_found for a project with no plan folder.";
var startExample = (step, instructions) => ({
  ok: true,
  project: "shop",
  step,
  instructions,
  inputs: [
    {
      artifact: "plan",
      file: "_vibe-chain/plans/shop/plan.md",
      front: { modules: [{ id: "api", title: "Items API", task_type: "backend" }] },
      body: "",
      truncated: false
    }
  ],
  knowledge: { total: 0, items: [] },
  code_context: { available: false, text: null },
  status: EXAMPLE_STATUS,
  truncated: false
});
var writeExample = (file) => ({ ok: true, project: "shop", files: [`_vibe-chain/plans/shop/${file}`], status: EXAMPLE_STATUS });
var ProjectOnly = z9.strictObject({ project: ProjectName });
function startTool(name, title, phase, submit, reads) {
  return {
    name,
    title,
    cli: `forge tool ${name}`,
    description: `Start (or resume) the ${phase} phase of a plan: ${reads}, the collected patterns and gotchas, and the instructions; finish it with ${submit}. Calling it again is safe.
Input: project.
Output: {ok, project, step, instructions, inputs:[{artifact, file, front, body, truncated}], knowledge:{total, items}, code_context:{available, text}, status, truncated, message?}. status is the plan's phase and next tools.
${ERRORS2}`,
    input: ProjectOnly,
    inputExample: { project: "shop" },
    output: StartOutput,
    example: startExample(name, `Design each module's interfaces, then call ${submit}.`)
  };
}
var CreateProjectInput = z9.strictObject({
  project: ProjectName,
  title: z9.string().min(1).max(200).describe("one line a person recognises the project by"),
  idea: z9.string().min(1).max(2e4).describe("the idea in the user's words: the body of project.md"),
  worktree_path: z9.string().min(1).optional().describe("where the workers build (the default is the project root)")
});
var createProjectTool = {
  name: "create_project",
  title: "Create a plan folder for a new project",
  cli: "forge tool create_project",
  description: `Create _vibe-chain/plans/<project>/project.md: the first step of the planning pipeline (interview, vision, architecture plan, design, QA strategy, implementation by the workers, inspection, verdict). Then call start_interview.
Input: project (lower-case letters, digits, dashes), title, idea; worktree_path (default the project root).
Output: {ok, project, files, status}.
Errors: {ok:false, error:{code, message}}; conflict when the project exists (resume it: get_state lists plans), usage for a bad name.`,
  input: CreateProjectInput,
  inputExample: { project: "shop", title: "A small shop", idea: "Sell handmade mugs online." },
  output: WriteOutput,
  example: writeExample("project.md")
};
var startInterviewTool = startTool("start_interview", "Start the interview of the user about a project's idea", "interview", "submit_vision", "project.md (the idea)");
var SubmitVisionInput = z9.strictObject({
  project: ProjectName,
  interview: ListInput(InterviewAnswer).describe("the questions asked and the answers the user gave, in order"),
  summary: z9.string().min(1).max(1e3).describe("the vision in a paragraph"),
  goals: ListInput(z9.string().min(1).max(300)).describe("what the project must achieve"),
  non_goals: ListInput(z9.string().min(1).max(300)).optional().describe("what it deliberately leaves out"),
  users: ListInput(z9.string().min(1).max(300)).optional().describe("who it is for"),
  body: Body
});
var submitVisionTool = {
  name: "submit_vision",
  title: "Record the interview and the vision",
  cli: "forge tool submit_vision",
  description: `Write interview.md (the questions and answers) and vision.md (summary, goals, non-goals, users) of a plan, both or neither. Then call start_architecture.
Input: project, interview [{question, answer}], summary, goals required; non_goals, users, body.
Output: {ok, project, files, status}.
${ERRORS2}`,
  input: SubmitVisionInput,
  inputExample: {
    project: "shop",
    interview: [{ question: "Who buys?", answer: "Gift shoppers" }],
    summary: "A shop for handmade mugs.",
    goals: ["checkout in two steps"],
    non_goals: ["marketplace"],
    users: ["gift shoppers"]
  },
  output: WriteOutput,
  example: { ...writeExample("interview.md"), files: ["_vibe-chain/plans/shop/interview.md", "_vibe-chain/plans/shop/vision.md"] }
};
var startArchitectureTool = startTool("start_architecture", "Start the architecture plan of a project", "architecture", "submit_plan", "the idea, the interview and the vision");
var SubmitPlanInput = z9.strictObject({
  project: ProjectName,
  modules: ListInput(PlanModule).describe("the modules: id, title, task_type (the roster picks the worker), depends_on, provides, consumes, description"),
  body: Body
});
var submitPlanTool = {
  name: "submit_plan",
  title: "Record the architecture plan: modules and their dependencies",
  cli: "forge tool submit_plan",
  description: `Write plan.md: the modules, each with a task_type the roster maps to a worker, the modules it depends_on, the interfaces it provides and consumes. Refused with nothing written for a dependency cycle, an unknown dependency, a duplicate id, or an interface consumed that no module provides. Then call start_design.
Input: project, modules [{id, title, task_type, depends_on?, provides?, consumes?, description?}]; body.
Output: {ok, project, files, status}.
${ERRORS2}`,
  input: SubmitPlanInput,
  inputExample: {
    project: "shop",
    modules: [
      { id: "db", title: "Schema", task_type: "backend", depends_on: [], provides: ["ItemStore"], consumes: [] },
      { id: "api", title: "Items API", task_type: "backend", depends_on: ["db"], provides: ["GET /items"], consumes: ["ItemStore"] }
    ]
  },
  output: WriteOutput,
  example: writeExample("plan.md")
};
var startDesignTool = startTool("start_design", "Start the design of a plan's interfaces", "design", "submit_design", "the vision and the plan");
var SubmitDesignInput = z9.strictObject({
  project: ProjectName,
  interfaces: ListInput(DesignInterface).describe("the type of every interface a module provides: {interface, module, type}"),
  body: Body
});
var submitDesignTool = {
  name: "submit_design",
  title: "Record the design: the type of every interface",
  cli: "forge tool submit_design",
  description: `Write design.md: the type of every interface the plan says a module provides (the contract the inspection checks the broadcasts against). Refused with nothing written when an interface of the plan has no type or a type names an unknown module. Then call start_qa_strategy.
Input: project, interfaces [{interface, module, type}]; body.
Output: {ok, project, files, status}.
${ERRORS2}`,
  input: SubmitDesignInput,
  inputExample: { project: "shop", interfaces: [{ interface: "GET /items", module: "api", type: "() => Item[]" }] },
  output: WriteOutput,
  example: writeExample("design.md")
};
var startQaStrategyTool = startTool("start_qa_strategy", "Start the test strategy of a plan", "QA strategy", "submit_test_plan", "the plan and the design");
var SubmitTestPlanInput = z9.strictObject({
  project: ProjectName,
  cases: ListInput(TestCase).describe("the test cases, at least one per module: {module, kind: unit|integration|contract|e2e, description}"),
  body: Body
});
var submitTestPlanTool = {
  name: "submit_test_plan",
  title: "Record the test plan",
  cli: "forge tool submit_test_plan",
  description: `Write test-plan.md: the test cases, at least one per module of the plan (each module's task carries its cases). Then call start_implementation.
Input: project, cases [{module, kind, description}]; body.
Output: {ok, project, files, status}.
${ERRORS2}`,
  input: SubmitTestPlanInput,
  inputExample: { project: "shop", cases: [{ module: "api", kind: "contract", description: "GET /items returns the stored items" }] },
  output: WriteOutput,
  example: writeExample("test-plan.md")
};

// dist/protocol/tools/planning/index.js
var PLANNING_TOOL_DEFINITIONS = [
  createProjectTool,
  startInterviewTool,
  submitVisionTool,
  startArchitectureTool,
  submitPlanTool,
  startDesignTool,
  submitDesignTool,
  startQaStrategyTool,
  submitTestPlanTool,
  startImplementationTool,
  submitImplementationTool,
  startInspectionTool,
  submitVerdictTool,
  getProjectHistoryTool,
  getPatternsTool,
  getGotchasTool,
  collectKnowledgeTool,
  registerTool,
  initTool
];

// dist/protocol/tools/search-knowledge.js
import { z as z10 } from "zod";
var SearchKnowledgeInput = z10.strictObject({
  query: z10.string().min(1).max(500).describe("words to look for in past exchanges (prompts, answers, tool calls)"),
  session: z10.string().min(1).optional().describe("only exchanges of this Claude Code session"),
  story: StoryId.optional().describe("only exchanges worked on this story"),
  agent: AgentName.optional().describe("only exchanges of this worker's tasks"),
  since: Since,
  limit: Limit(KB_DEFAULT_LIMIT, KB_MAX_LIMIT),
  cursor: Cursor
});
var KNOWLEDGE_NOTES_SHOWN = 5;
var SearchKnowledgeOutput = SearchView.extend({
  notes: z10.object({
    total: z10.number().int().nonnegative(),
    items: z10.array(z10.object({ kind: z10.enum(["pattern", "gotcha"]), id: z10.string(), title: z10.string() }))
  }).optional().describe(`patterns and gotchas (collect_knowledge) holding every word of the query, the first ${KNOWLEDGE_NOTES_SHOWN}; absent when none; get_patterns / get_gotchas list them`)
});
var searchKnowledgeTool = {
  name: "search_knowledge",
  title: "Search what workers did before (transcript memory)",
  cli: "forge kb search",
  description: `Search the exchange memory the daemon builds from the workers' Claude Code transcripts: how a problem was solved before, what a sibling decided, which files were touched.
Input: query (required); session, story, agent, since ("24h", "7d" or an ISO time), limit (1-${KB_MAX_LIMIT}, default ${KB_DEFAULT_LIMIT}), cursor.
Output: {ok, query, filters:{session, story, agent, since}, hits:[{exchange_id, session_id, snippet, score, timestamp}], total, limit, cursor, nextCursor, hasMore, truncated, notes?:{total, items:[{kind, id, title}]}, message?}. snippet is at most 80 characters; get_exchange {exchange_id} reads one exchange. notes are the collected patterns and gotchas holding every word of the query. When the project has no transcript memory yet the hits are empty and message says so.
Errors: {ok:false, error:{code, message}}; usage for a query without words, a bad since or cursor.`,
  input: SearchKnowledgeInput,
  inputExample: { query: "retry payment", since: "7d", limit: 10 },
  output: SearchKnowledgeOutput,
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
var GetExchangeInput = z10.strictObject({
  exchange_id: z10.string().min(1).max(200).describe("an exchange id from search_knowledge"),
  session: z10.string().min(1).optional().describe("the session, when the id is in more than one")
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
import { z as z11 } from "zod";
var SubmitHandoffInput = z11.strictObject({
  story_id: StoryId.describe("the story you worked on"),
  status: PrHandoff.shape.status.describe("completed, failed or blocked"),
  agent: AgentName.optional().describe("default: the story's agent (from .tracking.json or its inbox folder)"),
  summary: z11.string().max(2e3).optional().describe("one paragraph for the reviewers; also the body when body is not given"),
  files_changed: ListInput(z11.string().min(1)).optional().describe("paths you changed, relative to the worktree"),
  module: z11.string().min(1).optional().describe("the module you built"),
  branch: z11.string().min(1).optional().describe("the branch you pushed"),
  pr_url: z11.string().min(1).optional().describe("the pull request, when you opened one"),
  tests: z11.object({ passed: z11.number().int().nonnegative(), failed: z11.number().int().nonnegative() }).optional().describe("test counts of your last run"),
  body: z11.string().max(6e4).optional().describe("Markdown for the reviewers"),
  replace: z11.boolean().default(false).describe("replace a valid handoff of this story already written (one that did not validate is replaced without it)")
});
var SubmitHandoffOutput = z11.object({
  ok: z11.literal(true),
  story_id: StoryId,
  agent: AgentName,
  status: PrHandoff.shape.status,
  file: z11.string().describe("the handoff written, relative to the project root"),
  replaced_invalid: z11.literal(true).optional().describe("present when a handoff that did not validate was there, and this one replaced it")
});
var submitHandoffTool = {
  name: "submit_handoff",
  title: "Hand off your story (write its pr-handoff)",
  cli: "forge handoff",
  description: `Write _vibe-chain-output/handoffs/<story_id>-pr-handoff.md, validated first exactly as the daemon validates it. The daemon then marks the story handed_off and, for status completed, broadcasts "Module <module> completed" to your siblings.
Input: story_id and status (completed|failed|blocked) required; agent, summary, files_changed, module, branch, pr_url, tests {passed, failed}, body, replace.
Output: {ok, story_id, agent, status, file, replaced_invalid?}.
Errors: {ok:false, error:{code, message}}; usage when a field is invalid (named in the message), not_found for an unknown story without agent, conflict when the story belongs to another agent or already has a valid handoff (pass replace: true; a handoff that did not validate is replaced without it).`,
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
import { z as z12 } from "zod";
var WORKERS_DEFAULT_LIMIT = 20;
var WORKERS_MAX_LIMIT = 100;
var WorkersAvailableInput = z12.strictObject({
  task_type: z12.string().regex(/^[a-z][a-z_]*$/, "a lower-case task type word").optional().describe("only workers that take this task type"),
  status: ListInput(z12.enum(WORKER_STATUSES)).optional().describe("only workers in these states; default all"),
  limit: Limit(WORKERS_DEFAULT_LIMIT, WORKERS_MAX_LIMIT),
  cursor: Cursor
});
var WorkerItem = z12.object({
  agent: AgentName,
  status: z12.enum(WORKER_STATUSES).describe("idle: free; busy: holds a picked-up task; offline: no sign of life for [workers] offline_after (or never seen)"),
  current_task: StoryId.nullable(),
  task_types: z12.array(z12.string()).describe("what the roster sends it"),
  idle_since: IsoTime.nullable(),
  last_seen_at: IsoTime.nullable(),
  queued: z12.number().int().nonnegative().describe("tasks waiting in its inbox (submitted)")
});
var WorkersAvailableOutput = z12.object({
  ok: z12.literal(true),
  items: z12.array(WorkerItem).describe("idle first, then busy, then offline; by name within each"),
  available: z12.number().int().nonnegative().describe("idle workers among those matching"),
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
  inspectBatchTool,
  ...PLANNING_TOOL_DEFINITIONS,
  ...CODE_TOOLS
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
  STATE_PLANS_SHOWN,
  STATE_SIBLINGS_SHOWN,
  STATE_BROADCASTS_SHOWN,
  STATE_EXCHANGES_SHOWN,
  inspectPlan,
  KNOWLEDGE_NOTES_SHOWN,
  TOOL_DEFINITIONS,
  TOOL_NAMES,
  toolDefinition,
  toolSchemaSources
};
