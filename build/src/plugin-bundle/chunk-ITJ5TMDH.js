import {
  COMMON_FLAGS
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/broadcasts-get.js
var broadcasts_get_default = defineCommand({
  usage: "forge broadcasts get <id> [--cursor C] [--json]",
  summary: "Print one broadcast in full (the MCP tool get_broadcast).",
  help: `Prints the broadcast's front matter fields, then its body. A body longer than about 6 KB is
shown in pages: the last line names the --cursor for the rest.

options:
  --cursor C      continue the body from the nextCursor of the previous answer

--json prints {ok, broadcast:{id, file, severity, kind, module, agent, story_id, breaking,
escalates, created_at, summary}, contracts, contracts_total, body, body_chars, cursor,
nextCursor, hasMore, truncated}. Exit 1 when there is no such broadcast or it does not validate.`,
  allowPositionals: true,
  options: {
    ...COMMON_FLAGS,
    cursor: { type: "string" }
  },
  async run(args, io) {
    const [id, extra] = args.positionals;
    if (id === void 0 || extra !== void 0)
      throw new ForgeError("usage", "give exactly one broadcast id: forge broadcasts get <id>");
    const [{ callToolOnce, printJson }, { renderBroadcast }] = await Promise.all([import("./chunk-22BMUAND.js"), import("./chunk-QVXLR6CF.js")]);
    const answer = await callToolOnce("get_broadcast", { id, cursor: args.values.cursor }, args.values, io);
    if (args.values.json)
      printJson(answer, true, io);
    else
      io.stdout(renderBroadcast(answer));
    return 0;
  }
});
export {
  broadcasts_get_default as default
};
