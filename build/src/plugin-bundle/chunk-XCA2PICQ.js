import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import {
  resolveProjectRoot
} from "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";

// dist/src/cli/write-per-turn.js
function writePerTurn(write) {
  let pending = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0)
      return;
    const text = pending.join("");
    pending = [];
    write(text);
  };
  return {
    write(text) {
      pending.push(text);
      if (scheduled)
        return;
      scheduled = true;
      setImmediate(flush);
    },
    flush
  };
}

// dist/src/commands/start.js
var start_default = defineCommand({
  usage: "forge start [--project DIR] [--once] [--json]",
  summary: "Run the daemon for a project: watch the inbox, handoffs and tracking file, fire deadlines, clean up after confirmation.",
  help: `options:
  --once          reconcile every story once, write .tracking.json and exit (for cron and CI)

One daemon runs per project; a second one exits with status 1 naming the running pid. A lock left
by a daemon that was killed on this host is taken over at once. SIGINT or SIGTERM stops cleanly
with the tracking file written. Logs go to stderr, one line per event (JSON lines with --json).`,
  options: {
    once: { type: "boolean" }
  },
  async run(args, io) {
    const projectRoot = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const { createLogger } = await import("./chunk-6NXQRMOQ.js");
    const lines = writePerTurn(io.stderr);
    process.once("exit", lines.flush);
    try {
      const logger = createLogger({ json: Boolean(args.values.json), write: lines.write, clock: systemClock });
      return await runDaemon(projectRoot, Boolean(args.values.once), io, logger);
    } finally {
      lines.flush();
      process.off("exit", lines.flush);
    }
  }
});
async function runDaemon(projectRoot, once, io, logger) {
  const [{ ConfigHolder }, { startDaemon }, { storyUsage }] = await Promise.all([
    import("./chunk-U7WTKQAP.js"),
    import("./chunk-3GB4334Z.js"),
    import("./chunk-L35PX65S.js")
  ]);
  const config = await ConfigHolder.load(projectRoot, io.env, logger);
  const http = once ? null : (await import("./chunk-OW6LRIJX.js")).httpService();
  const services = !http ? [] : [
    (await import("./chunk-YY6T3WBJ.js")).eventStreamService(io.env),
    http,
    (await import("./chunk-K3DUN4A2.js")).broadcastService(),
    (await import("./chunk-BAORCOHW.js")).planService(),
    (await import("./chunk-P652PSMQ.js")).transcriptsService(),
    (await import("./chunk-XLXRD6IZ.js")).codeIndexService(),
    (await import("./chunk-X6O3I2MO.js")).supervisorService({ env: io.env, hooks: () => http.hooks() }),
    (await import("./chunk-HNE77VYJ.js")).storyPollService(io.env),
    (await import("./chunk-LRHWTRVS.js")).relayService(io.env)
  ];
  const daemon = startDaemon({
    projectRoot,
    config,
    clock: systemClock,
    logger,
    watch: !once,
    lock: true,
    services,
    storyUsage: (id) => storyUsage(projectRoot, id)
  });
  const stopped = new Promise((resolve) => io.stopSignal.addEventListener("abort", () => resolve(), { once: true }));
  await Promise.race([daemon.ready, stopped]);
  if (!io.stopSignal.aborted) {
    logger.info(`forge daemon ${once ? "reconciled" : "ready"} on ${projectRoot}: ${daemon.store.size} task(s) tracked${once ? "" : "; watching"} (pid ${process.pid})`);
  }
  if (once && !io.stopSignal.aborted) {
    await daemon.settleWindows();
    const { ingestPending } = await import("./chunk-YEZEQ6RL.js");
    const report = await ingestPending(projectRoot, config.current, systemClock, io.env, daemon.openWorktrees());
    for (const problem of report.problems)
      logger.warn(`transcripts: ${problem}`);
    logger.info(`transcripts: ${report.files} file(s) in ${report.dirs.length} folder(s), ${report.sessions.length} session(s) updated`);
  }
  if (!once)
    await stopped;
  await daemon.close();
  if (!once)
    logger.info("forge daemon stopped; tracking file written");
  return 0;
}
export {
  start_default as default
};
