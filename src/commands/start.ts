import { type CommandIo, defineCommand } from '../cli/command.js';
import { writePerTurn } from '../cli/write-per-turn.js';
import { systemClock } from '../clock.js';
import type { Logger } from '../daemon/logger.js';
import type { DaemonService } from '../daemon/services.js';
import { resolveProjectRoot } from '../project/project-root.js';

export default defineCommand({
  usage: 'forge start [--project DIR] [--once] [--standby] [--json]',
  summary: 'Run the daemon for a project: watch the inbox, handoffs and tracking file, fire deadlines, clean up after confirmation.',
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
    once: { type: 'boolean' },
    standby: { type: 'boolean' },
  },
  async run(args, io) {
    const projectRoot = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const { createLogger } = await import('../daemon/logger.js');
    const lines = writePerTurn(io.stderr);
    // However the process ends, the lines of its last turn are written.
    process.once('exit', lines.flush);
    try {
      const logger = createLogger({ json: Boolean(args.values.json), write: lines.write, clock: systemClock });
      return await runDaemon(projectRoot, { once: Boolean(args.values.once), standby: Boolean(args.values.standby) }, io, logger);
    } finally {
      lines.flush();
      process.off('exit', lines.flush);
    }
  },
});

async function runDaemon(projectRoot: string, mode: { once: boolean; standby: boolean }, io: CommandIo, logger: Logger): Promise<number> {
  const { once, standby } = mode;
  const [{ ConfigHolder }, { startDaemon }, { storyUsage }] = await Promise.all([
    import('../daemon/config-holder.js'),
    import('../daemon/daemon.js'),
    import('../transcripts/story-exchanges.js'),
  ]);
  const config = await ConfigHolder.load(projectRoot, io.env, logger);
  // Services that run inside the daemon process; --once runs the reconcile and one transcripts pass.
  const http = once ? null : (await import('../http/http-service.js')).httpService();
  const services: DaemonService[] = !http
    ? []
    : [
        (await import('../events/event-stream-service.js')).eventStreamService(io.env),
        http,
        (await import('../swarm/broadcast-service.js')).broadcastService(),
        (await import('../planning/plan-service.js')).planService(),
        (await import('../transcripts/transcripts-daemon-service.js')).transcriptsService(),
        (await import('../code/code-index-service.js')).codeIndexService(),
        (await import('../supervisor/supervisor-service.js')).supervisorService({ env: io.env, hooks: () => http.hooks() }),
        (await import('../lab-link/story-poll-service.js')).storyPollService(io.env),
        (await import('../lab-link/relay-service.js')).relayService(io.env),
      ];
  // A standby runs its own host's pinned workers while it waits (docs/many-hosts.md).
  const whileWaiting =
    standby && !once
      ? (await import('../supervisor/standby-supervision.js')).standbySupervision({
          projectRoot,
          config,
          clock: systemClock,
          logger,
          env: io.env,
          supervisorService: (await import('../supervisor/supervisor-service.js')).supervisorService,
        })
      : undefined;
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
    ...(whileWaiting ? { whileWaiting } : {}),
  });
  let lost: string | null = null;
  const stopped = Promise.race([
    new Promise<void>((resolve) => io.stopSignal.addEventListener('abort', () => resolve(), { once: true })),
    daemon.stoppedItself.then((reason) => {
      lost = reason;
    }),
  ]);
  let ready = false;
  await Promise.race([daemon.ready.then(() => (ready = true)), stopped]);
  if (!io.stopSignal.aborted && lost === null) {
    logger.info(
      `forge daemon ${once ? 'reconciled' : 'ready'} on ${projectRoot}: ${daemon.store.size} task(s) tracked${once ? '' : '; watching'} (pid ${process.pid})`,
    );
  }
  if (once && !io.stopSignal.aborted && lost === null) {
    await daemon.settleWindows();
    const { ingestPending } = await import('../transcripts/ingest-pending.js');
    // The daemon has just read every task file: their worktrees are known without reading them again.
    const report = await ingestPending(projectRoot, config.current, systemClock, io.env, daemon.openWorktrees());
    for (const problem of report.problems) logger.warn(`transcripts: ${problem}`);
    logger.info(`transcripts: ${report.files} file(s) in ${report.dirs.length} folder(s), ${report.sessions.length} session(s) updated`);
  }
  if (!once) await stopped;
  await daemon.close();
  if (lost !== null) {
    logger.error('forge daemon stopped: it lost the project lease and wrote nothing after that');
    return 1;
  }
  if (!ready && standby) logger.info('forge standby stopped: it never held the project and wrote nothing');
  else if (!once) logger.info('forge daemon stopped; tracking file written');
  return 0;
}
