import {
  Cursor,
  Limit,
  PageFields,
  pageStart
} from "./chunk-C5Q5C45N.js";
import {
  TaskState
} from "./chunk-E6PUMPWG.js";
import {
  IsoTime
} from "./chunk-G6RW7TDQ.js";
import {
  AgentName,
  StoryId
} from "./chunk-APORTJVU.js";

// dist/protocol/tools/inspect-batch.js
import { z } from "zod";
var INSPECT_DEFAULT_LIMIT = 20;
var INSPECT_MAX_LIMIT = 100;
var INSPECT_MODULES_SHOWN = 20;
var INTERFACES_SHOWN = 10;
var INSPECTION_FLAGS = ["stale_consumer", "unread_broadcasts", "conflicting_interface"];
var InspectBatchInput = z.strictObject({
  batch: z.string().min(1).optional().describe("the batch to inspect; default every tracked or finished task that has a batch or a module"),
  limit: Limit(INSPECT_DEFAULT_LIMIT, INSPECT_MAX_LIMIT),
  cursor: Cursor
});
var ModuleReport = z.object({
  module: z.string(),
  story_id: StoryId,
  agent: AgentName,
  state: TaskState,
  handoff_at: IsoTime.nullable().describe("created_at of its pr-handoff; null before the handoff"),
  produced: z.array(z.string()).describe(`interfaces it broadcast, the first ${INTERFACES_SHOWN}`),
  consumed: z.array(z.string()).describe(`interfaces of other modules it referenced in its broadcasts or handoff, the first ${INTERFACES_SHOWN}`),
  depends_on_modules: z.array(z.string()).describe("modules it depends on: through depends_on or the interfaces it consumed")
});
var InspectionFlag = z.object({
  code: z.enum(INSPECTION_FLAGS).describe("stale_consumer: its handoff predates a breaking broadcast of a module it depends on; unread_broadcasts: it completed without reading the broadcasts (from its transcript exchanges); conflicting_interface: one interface broadcast with different types"),
  module: z.string().describe("the module the flag is about"),
  story_id: StoryId.nullable(),
  message: z.string().describe("what was found, naming the modules, interfaces and times"),
  broadcasts: z.array(z.string()).describe("ids of the broadcasts involved")
});
var InspectBatchOutput = z.object({
  ok: z.literal(true),
  batch: z.string().nullable(),
  transcripts: z.boolean().describe("whether transcript exchanges were there to check unread_broadcasts"),
  modules: z.object({
    total: z.number().int().nonnegative(),
    items: z.array(ModuleReport).describe(`the first ${INSPECT_MODULES_SHOWN}, by module name, on the first page only`)
  }),
  items: z.array(InspectionFlag).describe("the flags, stale_consumer first, then conflicting_interface, then unread_broadcasts"),
  ...PageFields
});
var inspectBatchTool = {
  name: "inspect_batch",
  title: "Check a batch's producers against its consumers",
  cli: "forge inspect",
  description: `Gather, for the modules of a batch, the interfaces each produced (its interface broadcasts) and the interfaces each consumer referenced (in its broadcasts and its handoff), and flag what needs a second look: a consumer whose handoff predates a breaking broadcast of a module it depends on (stale_consumer), a module that completed without reading the broadcasts, as its transcript exchanges show (unread_broadcasts, only when transcripts exist), and an interface broadcast twice with different types (conflicting_interface).
Input (optional): batch (default: every task with a batch or module), limit (1-100, default 20), cursor.
Output: {ok, batch, transcripts, modules:{total, items:[{module, story_id, agent, state, handoff_at, produced, consumed, depends_on_modules}]}, items:[{code, module, story_id, message, broadcasts}], total, limit, cursor, nextCursor, hasMore, truncated, message?}.
Errors: {ok:false, error:{code, message}}; usage for a bad cursor, bad_input when .tracking.json is corrupt.`,
  input: InspectBatchInput,
  inputExample: { batch: "checkout", limit: 20 },
  output: InspectBatchOutput,
  example: {
    ok: true,
    batch: "checkout",
    transcripts: false,
    modules: {
      total: 2,
      items: [
        {
          module: "checkout/api",
          story_id: "CHK-2",
          agent: "furnace",
          state: "handed_off",
          handoff_at: "2026-04-01T12:30:00.000Z",
          produced: ["POST /cart/items"],
          consumed: [],
          depends_on_modules: []
        },
        {
          module: "checkout/ui",
          story_id: "CHK-1",
          agent: "anvil",
          state: "handed_off",
          handoff_at: "2026-04-01T12:20:00.000Z",
          produced: [],
          consumed: ["POST /cart/items"],
          depends_on_modules: ["checkout/api"]
        }
      ]
    },
    items: [
      {
        code: "stale_consumer",
        module: "checkout/ui",
        story_id: "CHK-1",
        message: "checkout/ui handed off at 2026-04-01T12:20:00.000Z, before checkout/api broadcast a breaking change at 2026-04-01T12:25:00.000Z (POST /cart/items)",
        broadcasts: ["20260401T122500000Z-checkout-api-2"]
      }
    ],
    ...pageStart(1, 20, null)
  }
};

// dist/protocol/interface-type.js
function normalizeType(type) {
  return type.replace(/\s+/g, " ").replace(/\s*([(){}<>;:,|=[\]])\s*/g, "$1").trim();
}

export {
  INSPECT_MODULES_SHOWN,
  INTERFACES_SHOWN,
  INSPECTION_FLAGS,
  InspectBatchInput,
  inspectBatchTool,
  normalizeType
};
