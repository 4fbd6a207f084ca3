import {
  defineCommand
} from "./chunk-PZO625G3.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import {
  systemClock
} from "./chunk-WG7L56QK.js";
import {
  resolveProjectRoot
} from "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
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
  const [{ ConfigHolder }, { startDaemon }] = await Promise.all([import("./chunk-FCW77YAH.js"), import("./chunk-WGBEL7T3.js")]);
  const config = await ConfigHolder.load(projectRoot, io.env, logger);
  const services = once ? [] : [
    (await import("./chunk-M45LHJKW.js")).eventStreamService(io.env),
    (await import("./chunk-UAD5UBJ5.js")).httpService(),
    (await import("./chunk-TFJRPP7J.js")).broadcastService(),
    (await import("./chunk-6TSN2SC6.js")).transcriptsService(),
    (await import("./chunk-HCE76UEK.js")).supervisorService({ env: io.env }),
    (await import("./chunk-KJ4EKK5Q.js")).storyPollService(io.env),
    (await import("./chunk-2Q6AJOBK.js")).relayService(io.env)
  ];
  const daemon = startDaemon({ projectRoot, config, clock: systemClock, logger, watch: !once, lock: true, services });
  const stopped = new Promise((resolve) => io.stopSignal.addEventListener("abort", () => resolve(), { once: true }));
  await Promise.race([daemon.ready, stopped]);
  if (!io.stopSignal.aborted) {
    logger.info(`forge daemon ${once ? "reconciled" : "ready"} on ${projectRoot}: ${daemon.store.size} task(s) tracked${once ? "" : "; watching"} (pid ${process.pid})`);
  }
  if (once && !io.stopSignal.aborted) {
    await daemon.settleWindows();
    const { ingestPending } = await import("./chunk-W7MM37M7.js");
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
