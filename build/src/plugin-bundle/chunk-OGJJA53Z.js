import {
  COMMON_FLAGS,
  countFlag,
  listFlag
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/broadcasts.js
var broadcasts_default = defineCommand({
  usage: "forge broadcasts [--severity S[,S]] [--kind K[,K]] [--module M] [--since D] [--limit N] [--cursor C] [--json]",
  summary: "List broadcasts newest first, one bounded page (the MCP tool get_broadcasts).",
  help: `Reads _vibe-chain-output/broadcasts/. Each line: time, severity, kind, module, agent, id and
a summary of at most 200 characters; "forge broadcasts get <id>" prints one in full. Files there
that are not valid broadcasts are listed after the page with what is wrong: they are reported,
never dropped.

options:
  --severity S[,S]  only these: info, warning, critical
  --kind K[,K]      only these: interface, api, props, schema, blocker, breaking, completion, decision
  --module M        only module M or modules under it (M/..., M.\u2026, M:\u2026)
  --since D         only broadcasts from the last D (30m, 24h, 7d) or after an ISO time
  --limit N         items per page, 1 to 100 (default 20); a page may hold fewer to stay under 10 KB
  --cursor C        the next page: the nextCursor of the previous answer

--json prints {ok, items:[{id, severity, kind, module, agent, created_at, summary}], filters,
total, limit, cursor, nextCursor, hasMore, truncated, invalid:{total, items}, message?}.`,
  options: {
    ...COMMON_FLAGS,
    severity: { type: "string" },
    kind: { type: "string" },
    module: { type: "string" },
    since: { type: "string" },
    limit: { type: "string" },
    cursor: { type: "string" }
  },
  async run(args, io) {
    const [{ callToolOnce, printJson }, { renderBroadcastPage }] = await Promise.all([import("./chunk-22BMUAND.js"), import("./chunk-QVXLR6CF.js")]);
    const v = args.values;
    const page = await callToolOnce("get_broadcasts", { severity: listFlag(v.severity), kind: listFlag(v.kind), module: v.module, since: v.since, limit: countFlag(v.limit, "--limit"), cursor: v.cursor }, v, io);
    if (v.json)
      printJson(page, true, io);
    else
      io.stdout(renderBroadcastPage(page));
    return 0;
  }
});
export {
  broadcasts_default as default
};
