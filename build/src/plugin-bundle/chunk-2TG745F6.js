import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/kb-search.js
var kb_search_default = defineCommand({
  usage: 'forge kb search "<query>" [--session S] [--story ID] [--agent NAME] [--since 24h] [--limit N] [--cursor C] [--json]',
  summary: "Search the exchange memory built from Claude Code transcripts; best hits first, one bounded page.",
  help: `options:
  --session S     only exchanges of this session
  --story ID      only exchanges worked on this story (a task the Stop hook delivered, or a
                  session run in the story's worktree)
  --agent NAME    only exchanges of this worker's tasks
  --since D       only exchanges that ended within D (24h, 7d, 30m) or after an ISO time
  --limit N       hits per page (default 10, at most 50)
  --cursor C      the nextCursor of the previous page

Ranking: the share of the query's words an exchange contains, a bonus when it holds the exact
phrase, a little for repeated words, and a bonus for recent exchanges. Each hit has a snippet of at
most 80 characters around the match; "forge kb get <exchange_id>" prints the exchange.`,
  options: {
    session: { type: "string" },
    story: { type: "string" },
    agent: { type: "string" },
    since: { type: "string" },
    limit: { type: "string" },
    cursor: { type: "string" }
  },
  async run(args, io) {
    const query = args.positionals.join(" ").trim();
    if (query === "")
      throw new ForgeError("usage", 'give words to search for: forge kb search "<query>"');
    const [{ searchExchanges }, { parseLimit, parseSince }, { systemClock }] = await Promise.all([
      import("./chunk-CFAOM2JB.js"),
      import("./chunk-CLEMAAZA.js"),
      import("./chunk-T7EV6BHS.js")
    ]);
    const now = systemClock.now();
    const view = await searchExchanges(resolveProjectRoot(args.values.project, io.cwd, io.env), {
      query,
      session: args.values.session ?? null,
      story: args.values.story ?? null,
      agent: args.values.agent ?? null,
      sinceMs: parseSince(args.values.since, now),
      limit: parseLimit(args.values.limit),
      cursor: args.values.cursor ?? null,
      now
    });
    if (args.values.json) {
      io.stdout(`${JSON.stringify(view)}
`);
      return 0;
    }
    if (view.hits.length === 0) {
      io.stdout(`${view.message}
`);
      return 0;
    }
    for (const hit of view.hits)
      io.stdout(`${hit.exchange_id}  ${hit.session_id}  ${hit.timestamp ?? "-"}  score ${hit.score}
    ${hit.snippet}
`);
    const more = view.nextCursor === null ? "" : `; next page: --cursor ${view.nextCursor}`;
    io.stdout(`${view.hits.length} of ${view.total} hits${view.truncated ? " (page cut to stay small)" : ""}${more}
`);
    return 0;
  }
});
export {
  kb_search_default as default
};
