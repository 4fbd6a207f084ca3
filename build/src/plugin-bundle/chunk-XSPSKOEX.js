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
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
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
  usage: "forge start [--project DIR] [--once] [--standby] [--json]",
  summary: "Run the daemon for a project: watch the inbox, handoffs and tracking file, fire deadlines, clean up after confirmation.",
  help: `options:
  --once          reconcile every story once, write .tracking.json and exit (for cron and CI)
  --standby       if another daemon holds the project, wait and take over once it stops renewing
                  its lease (within [daemon] lease_ttl, 8 s by default), from this host or another;
                  while it waits it runs the managed workers pinned to this host ([workers.NAME] host)

One daemon runs per project, the holder of its lease (_vibe-chain-output/lease/). A second one
exits with status 1 naming the holder, unless --standby. A lease left by a daemon that was killed
on this host, or that stopped cleanly, is taken over at once; one of another host once its counter
has not moved for the ttl. A daemon that cannot renew its lease for half the ttl (stopped,
suspended, cut off) writes nothing more and exits with status 1. SIGINT or SIGTERM stops cleanly
with the tracking file written. Logs go to stderr, one line per event (JSON lines with --json).`,
  options: {
    once: { type: "boolean" },
    standby: { type: "boolean" }
  },
  async run(args, io) {
    const projectRoot = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const { createLogger } = await import("./chunk-6NXQRMOQ.js");
    const lines = writePerTurn(io.stderr);
    process.once("exit", lines.flush);
    try {
      const logger = createLogger({ json: Boolean(args.values.json), write: lines.write, clock: systemClock });
      return await runDaemon(projectRoot, { once: Boolean(args.values.once), standby: Boolean(args.values.standby) }, io, logger);
    } finally {
      lines.flush();
      process.off("exit", lines.flush);
    }
  }
});
async function runDaemon(projectRoot, mode, io, logger) {
  const { once, standby } = mode;
  const [{ ConfigHolder }, { startDaemon }, { storyUsage }] = await Promise.all([
    import("./chunk-YYUF4GH4.js"),
    import("./chunk-WWSNDR4S.js"),
    import("./chunk-RCXSU5DY.js")
  ]);
  const config = await ConfigHolder.load(projectRoot, io.env, logger);
  const http = once ? null : (await import("./chunk-CPBNYSBE.js")).httpService();
  const services = !http ? [] : [
    (await import("./chunk-NFMPCU6O.js")).eventStreamService(io.env),
    http,
    (await import("./chunk-WQAFKETL.js")).broadcastService(),
    (await import("./chunk-3RSNGINS.js")).planService(),
    (await import("./chunk-IL775RNP.js")).transcriptsService(),
    (await import("./chunk-VWAKOGZE.js")).codeIndexService(),
    (await import("./chunk-NTIOMATW.js")).supervisorService({ env: io.env, hooks: () => http.hooks() }),
    (await import("./chunk-MSJRL76X.js")).storyPollService(io.env),
    (await import("./chunk-AJCWKYKN.js")).relayService(io.env)
  ];
  const whileWaiting = standby && !once ? (await import("./chunk-NAQVAMZK.js")).standbySupervision({
    projectRoot,
    config,
    clock: systemClock,
    logger,
    env: io.env,
    supervisorService: (await import("./chunk-NTIOMATW.js")).supervisorService
  }) : void 0;
  const daemon = startDaemon({
    projectRoot,
    config,
    clock: systemClock,
    logger,
    watch: !once,
    lock: true,
    standby,
    services,
    storyUsage: (id) => storyUsage(projectRoot, id),
    ...whileWaiting ? { whileWaiting } : {}
  });
  let lost = null;
  const stopped = Promise.race([
    new Promise((resolve) => io.stopSignal.addEventListener("abort", () => resolve(), { once: true })),
    daemon.stoppedItself.then((reason) => {
      lost = reason;
    })
  ]);
  let ready = false;
  await Promise.race([daemon.ready.then(() => ready = true), stopped]);
  if (!io.stopSignal.aborted && lost === null) {
    logger.info(`forge daemon ${once ? "reconciled" : "ready"} on ${projectRoot}: ${daemon.store.size} task(s) tracked${once ? "" : "; watching"} (pid ${process.pid})`);
  }
  if (once && !io.stopSignal.aborted && lost === null) {
    await daemon.settleWindows();
    const { ingestPending } = await import("./chunk-SIKY4KE3.js");
    const report = await ingestPending(projectRoot, config.current, systemClock, io.env, daemon.openWorktrees());
    for (const problem of report.problems)
      logger.warn(`transcripts: ${problem}`);
    logger.info(`transcripts: ${report.files} file(s) in ${report.dirs.length} folder(s), ${report.sessions.length} session(s) updated`);
  }
  if (!once)
    await stopped;
  await daemon.close();
  if (lost !== null) {
    logger.error("forge daemon stopped: it lost the project lease and wrote nothing after that");
    return 1;
  }
  if (!ready && standby)
    logger.info("forge standby stopped: it never held the project and wrote nothing");
  else if (!once)
    logger.info("forge daemon stopped; tracking file written");
  return 0;
}
export {
  start_default as default
};
