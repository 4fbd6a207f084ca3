import {
  COMMON_FLAGS,
  countFlag
} from "./chunk-SJRH2Q4E.js";
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

// dist/src/commands/status.js
var status_default = defineCommand({
  usage: "forge status [--state S[,S]] [--agent NAME] [--limit N] [--cursor C] [--story ID] [--json]",
  summary: "Bounded summary of the tracked tasks: counts by state, the most urgent first, paginated.",
  help: `Reads _vibe-chain-output/worker-inbox/.tracking.json (written by the daemon) and shows
counts by state, then one page of stories, most urgent first: invalid (or with a malformed
handoff), escalated, timed_out, orphaned, stalled picked_up, then the nearest deadlines, then
handed_off. Files the daemon
could not track (bad names, duplicates, handoffs for unknown ids) are listed as rejected.

options:
  --state S[,S]   only stories in these states: submitted, picked_up, handed_off, orphaned,
                  timed_out, escalated, invalid, confirmed (counts still cover every state)
  --agent NAME    only this agent's stories (counts too)
  --limit N       stories per page, 1 to 200 (default 20); the page may hold fewer to stay
                  under about 10 KB, and then says it was truncated
  --cursor C      the next page: the nextCursor of the previous answer
  --story ID      one story, whole: its state and every diagnostic unclipped (file:line,
                  field, what is accepted, what the file had), and any refused file that
                  claims the same id, with the way out. --json prints {ok, story_id, item,
                  diagnostics, conflicts}

--json prints {ok, updated_at, counts, filters, total, items, limit, cursor, nextCursor,
hasMore, truncated, rejected, workers, message?, failed?, daemon?, lease?}; protocol/schemas/status.json
describes it. lease (the line "lease: ...") says who holds the project's daemon lease: pid,
host, epoch and holder, and whether it took over from another daemon (a standby's takeover
says so); in --json also project_path (where the holder's host mounts the project) and
server_clock (the holder's offset from the file server's clock, ms, and its uncertainty). daemon (a line before the table) is there when no daemon keeps the project:
none running since the tracking file was written, or one that was killed (its lock left
behind, last refreshed at a time it gives) or hangs. failed (on the first page) lists the
stories closed as failed in the last 12 hours (error handoff, or handed off failed or blocked):
they left tracking, so only .history.jsonl shows them; each says what to do.
An empty answer carries a message saying what was looked at and what to try.
Exit 1 when .tracking.json exists but is corrupt (it names the file and field); exit 2 on bad
options. No tracking file is not an error: the daemon has not run yet, and the message says so.`,
  options: {
    ...COMMON_FLAGS,
    state: { type: "string" },
    agent: { type: "string" },
    limit: { type: "string" },
    cursor: { type: "string" },
    story: { type: "string" }
  },
  async run(args, io) {
    const [{ statusView, storyDetail, parseCursor, STATUS_MAX_LIMIT }, { TaskState, TASK_STATES }, { readTrackingOrFail }, { renderStatusTable, renderStoryDetail }] = await Promise.all([
      import("./chunk-5X5H7KYN.js"),
      import("./chunk-52AFB7ZF.js"),
      import("./chunk-LW3KSHLM.js"),
      import("./chunk-GLV2HQCS.js")
    ]);
    const v = args.values;
    const states = v.state?.split(",").map((state) => state.trim());
    const badState = states?.find((state) => !TaskState.safeParse(state).success);
    if (badState !== void 0)
      throw new ForgeError("usage", `--state: expected one of ${TASK_STATES.join(", ")}, got ${JSON.stringify(badState)}`);
    const limit = countFlag(v.limit, "--limit");
    if (limit !== void 0 && (limit < 1 || limit > STATUS_MAX_LIMIT))
      throw new ForgeError("usage", `--limit: expected 1 to ${STATUS_MAX_LIMIT}, got ${limit}`);
    if (v.cursor !== void 0 && parseCursor(v.cursor) === null)
      throw new ForgeError("usage", `--cursor: expected the nextCursor of a previous forge status, got ${JSON.stringify(v.cursor)}`);
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    const tracking = await readTrackingOrFail(root);
    if (v.story !== void 0) {
      const detail = storyDetail(tracking, v.story);
      io.stdout(v.json ? `${JSON.stringify(detail)}
` : renderStoryDetail(detail));
      return 0;
    }
    const view = statusView(tracking, { states, agent: v.agent, limit, cursor: v.cursor });
    if (v.cursor === void 0) {
      const { failedLately } = await import("./chunk-YV6LM22H.js");
      const failed = await failedLately(root, Date.now(), Object.keys(tracking?.tasks ?? {}), v.agent);
      if (failed)
        view.failed = failed;
    }
    const [{ daemonFacts }, { daemonNote }] = await Promise.all([import("./chunk-QA4DNSNO.js"), import("./chunk-IAKHAMUN.js")]);
    const now = Date.now();
    const facts = await daemonFacts(root, now);
    if (tracking !== null) {
      const note = daemonNote(facts, now, tracking.updated_at);
      if (note !== null)
        view.daemon = note;
    }
    if (facts.lease)
      view.lease = facts.lease;
    io.stdout(v.json ? `${JSON.stringify(view)}
` : renderStatusTable(view, Date.now()));
    return 0;
  }
});
export {
  status_default as default
};
