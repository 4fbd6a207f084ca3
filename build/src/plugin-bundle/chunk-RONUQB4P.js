import {
  orderedSteps
} from "./chunk-GZOLGGKS.js";
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

// dist/src/commands/demo.js
var demo_default = defineCommand({
  usage: "forge demo [--keep] [--seconds N] [--json]",
  summary: "Watch the whole pipeline run on a copy of the example project, in under a minute.",
  help: `Copies _vibe-chain-example/ to a temp folder with deadlines of seconds, then runs the daemon
(forge start), the sentinel (forge lab sentinel), two simulated workers (bin-scripts/sim-worker,
anvil and furnace) and the dispatcher (forge lab dispatch), and shows one line per story as it
goes through submitted, picked up, handed off and confirmed. One story is orphaned (nobody works
for pixel) and re-run in degraded mode, one times out (its worker hangs), one runs in degraded
mode at once (no test worker), and the example's malformed handoff times out too. A summary
follows. Every process it started is stopped at the end, and on Ctrl-C (the workers' tmux server
too, and anything left by a process that had to be killed), and then the temp project is removed;
the summary says so only when it is true.

Where tmux runs, the two workers are managed workers: the daemon starts each in a tmux session
([supervisor] enabled) and the demo says how to watch one live (forge attach anvil --project
<the temp project>; Ctrl+D detaches). Without tmux the demo starts them itself.

options:
  --keep        keep the temp project to look at its files (default: removed)
  --seconds N   stop after N seconds even if some story is not finished (default 60)
  --json        the story lines and the summary go to stderr; stdout gets one JSON document at
                the end: {ok, root, kept, removed, interrupted, stories, finished, confirmed,
                orphaned, timed_out, degraded, failed, leftover, progress: [{story_id, agent,
                steps, outcome, finished}]}
--project is not used: the demo always runs on its own temp copy.

Exit 0 when every story finished, every process stopped and the temp project is removed (or
kept), 1 otherwise, 130 on Ctrl-C.`,
  options: { ...COMMON_FLAGS, keep: { type: "boolean" }, seconds: { type: "string" } },
  async run(args, io) {
    const { runDemo } = await import("./chunk-XPFLAAJY.js");
    const seconds = countFlag(args.values.seconds, "--seconds") ?? 60;
    const json = Boolean(args.values.json);
    const keep = Boolean(args.values.keep);
    const log = json ? process.stderr : process.stdout;
    const result = await runDemo({
      env: io.env,
      out: json ? io.stderr : io.stdout,
      live: log.isTTY === true,
      keep,
      capMs: seconds * 1e3,
      stop: io.stopSignal
    });
    if (json)
      io.stdout(`${JSON.stringify(demoAnswer(result, keep))}
`);
    if (result.interrupted)
      return 130;
    return succeeded(result, keep) ? 0 : 1;
  }
});
function succeeded(result, kept) {
  return !result.interrupted && result.summary.finished === result.summary.stories && result.leftover === 0 && (kept || result.removed);
}
function demoAnswer(result, kept) {
  const s = result.summary;
  return {
    ok: succeeded(result, kept),
    root: result.root,
    kept,
    removed: result.removed,
    interrupted: result.interrupted,
    stories: s.stories,
    finished: s.finished,
    confirmed: s.confirmed,
    orphaned: s.orphaned,
    timed_out: s.timedOut,
    degraded: s.degraded,
    failed: s.failed,
    leftover: result.leftover,
    progress: result.stories.map((story) => ({
      story_id: story.id,
      agent: story.agent,
      steps: orderedSteps(story),
      outcome: story.outcome,
      finished: story.finished
    }))
  };
}
export {
  demo_default as default
};
