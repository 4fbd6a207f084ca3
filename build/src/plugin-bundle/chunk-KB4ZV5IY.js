import {
  COMMON_FLAGS,
  flagErrors,
  requireFlag
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/retry.js
var RECORDED_WITHIN_MS = 15e3;
var retry_default = defineCommand({
  usage: "forge retry --story ID",
  summary: "Person: run an orphaned or timed-out story again: the old task goes to the ledger, a fresh task file takes its place.",
  help: `For a story the daemon gave up on (orphaned or timed out): removes its claim and its task file,
waits until the running daemon has recorded that submission in .history.jsonl and removed its
.orphaned or .timeout (up to ${RECORDED_WITHIN_MS / 1e3} s), then writes the same task (front matter and body) with a
new submitted_at, so it gets a whole orphan window and any worker may claim it. This is what
the sentinel does when it re-routes an orphan, with the task going back to the inbox.

options:
  --story ID     the story (required)

Needs forge start running. Exit 1 when the story is unknown, not orphaned or timed out,
confirmed, already has a pr-handoff, has an invalid task file (fix it first), or the daemon did not record it
in time (the task file is then put back as it was); exit 2 on bad options. --json prints
{"ok":true,"story_id","agent","file","submitted_at","previous_submitted_at","previous_state"}.`,
  options: { ...COMMON_FLAGS, story: { type: "string" } },
  async run(args, io) {
    const [{ retryStory }, { clientConfig }] = await Promise.all([import("./chunk-YLKRTCRQ.js"), import("./chunk-HC3DYR3B.js")]);
    const v = args.values;
    const root = resolveProjectRoot(v.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const result = await retryStory(root, requireFlag(v.story, "--story"), {
      now: () => (/* @__PURE__ */ new Date()).toISOString(),
      maxBytes: config.daemon.max_task_bytes,
      recordedWithinMs: RECORDED_WITHIN_MS
    });
    if (!result.ok)
      throw flagErrors("story id", result.errors, { story_id: "--story" });
    io.stdout(v.json ? `${JSON.stringify(result)}
` : `retried ${result.story_id}: the ${result.previous_state.replace("_", " ")} submission of ${result.previous_submitted_at} is in the ledger; wrote ${result.file} fresh
`);
    return 0;
  }
});
export {
  retry_default as default
};
