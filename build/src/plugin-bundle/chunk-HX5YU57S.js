import {
  COMMON_FLAGS,
  countFlag
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/inspect.js
var inspect_default = defineCommand({
  usage: "forge inspect [--batch B] [--limit N] [--cursor C] [--json]",
  summary: "Check a batch's producers against its consumers: interfaces, stale consumers, conflicts (inspect_batch).",
  help: `Gathers, for the modules of a batch (tracked tasks, and finished ones from the ledger), the
interface broadcasts each produced and the interfaces each consumer referenced (its broadcasts
and its handoff), and flags:
  stale_consumer         a consumer handed off before a breaking broadcast of a module it depends on
  conflicting_interface  one interface broadcast with different types
  unread_broadcasts      a module completed without reading the broadcasts (from its transcript
                         exchanges; checked only when the transcript memory exists)
The text output is the inspector's task context, in Markdown.

options:
  --batch B       the batch (default: every task that has a batch or module)
  --limit N       flags per page, 1 to 100 (default 20)
  --cursor C      the nextCursor of the previous answer

--json prints {ok, batch, transcripts, modules:{total, items}, items:[{code, module, story_id,
message, broadcasts}], total, limit, cursor, nextCursor, hasMore, truncated, message?}.`,
  options: {
    ...COMMON_FLAGS,
    batch: { type: "string" },
    limit: { type: "string" },
    cursor: { type: "string" }
  },
  async run(args, io) {
    const [{ callToolOnce, printJson }, { renderInspection }] = await Promise.all([import("./chunk-22BMUAND.js"), import("./chunk-PPYE6Z5L.js")]);
    const v = args.values;
    const answer = await callToolOnce("inspect_batch", { batch: v.batch, limit: countFlag(v.limit, "--limit"), cursor: v.cursor }, v, io);
    if (v.json)
      printJson(answer, true, io);
    else
      io.stdout(renderInspection(answer));
    return 0;
  }
});
export {
  inspect_default as default
};
