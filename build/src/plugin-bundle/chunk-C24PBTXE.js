import {
  COMMON_FLAGS
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

// dist/src/commands/lab-sentinel.js
var lab_sentinel_default = defineCommand({
  usage: "forge lab sentinel [--project DIR]",
  summary: "Reference sentinel: confirm handoffs, re-route orphans in degraded mode, fail timeouts, queue escalations for review.",
  help: `A long-running watcher of one project. Each cycle it reads .tracking.json (a file that does not
parse is looked at again next cycle) and, for each story:
  handed_off (valid <ID>-pr-handoff.md)  writes <ID>.confirmed so the daemon cleans up, and
                                         records the story as done
  orphaned                               removes the inbox task and runs the story in degraded
                                         mode ([lab] degraded_command)
  timed_out                              writes <ID>-error-handoff.md (status: failed,
                                         reason: worker_timeout), then confirms it
  escalated                              writes _vibe-chain-output/lab/review-queue/<ID>.md for a
                                         person; the story is never retried
File events wake it at once; it also looks every [lab] sentinel_interval (2s). What it did goes
to _vibe-chain-output/lab/pipeline.jsonl, which is also how a restarted sentinel knows what is
already done. One line per action on stdout. SIGINT or SIGTERM stops it, ending its degraded runs.`,
  options: { ...COMMON_FLAGS },
  async run(args, io) {
    const [{ clientConfig }, { startSentinel }] = await Promise.all([import("./chunk-HC3DYR3B.js"), import("./chunk-B4Q27W2A.js")]);
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const stamp = () => (/* @__PURE__ */ new Date()).toISOString();
    const say = (line) => io.stdout(args.values.json ? `${JSON.stringify({ at: stamp(), message: line })}
` : `${stamp()} ${line}
`);
    const sentinel = startSentinel({ projectRoot: root, config, env: io.env, watch: true, now: stamp, log: say });
    const stopped = new Promise((resolve) => io.stopSignal.addEventListener("abort", () => resolve(), { once: true }));
    await Promise.race([sentinel.ready, stopped]);
    if (!io.stopSignal.aborted)
      say(`forge sentinel watching ${root} (pid ${process.pid})`);
    await stopped;
    await sentinel.close();
    say("forge sentinel stopped");
    return 0;
  }
});
export {
  lab_sentinel_default as default
};
