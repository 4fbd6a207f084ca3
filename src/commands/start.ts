import { systemClock } from '../clock.js';
import { defineCommand } from '../cli/command.js';
import type { DaemonService } from '../daemon/daemon-service.js';
import { resolveProjectRoot } from '../project/project-root.js';

export default defineCommand({
  usage: 'forge start [--project DIR] [--once] [--json]',
  summary: 'Run the daemon for a project: watch the inbox, handoffs and tracking file, fire deadlines, clean up after confirmation.',
  help: `options:
  --once          reconcile every story once, write .tracking.json and exit (for cron and CI)

One daemon runs per project; a second one exits with status 1 naming the running pid. A lock left
by a daemon that was killed on this host is taken over at once. SIGINT or SIGTERM stops cleanly
with the tracking file written. Logs go to stderr, one line per event (JSON lines with --json).`,
  options: {
    once: { type: 'boolean' },
  },
  async run(args, io) {
    const projectRoot = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const [{ createLogger }, { ConfigHolder }, { startDaemon }] = await Promise.all([
      import('../daemon/logger.js'),
      import('../daemon/config-holder.js'),
      import('../daemon/daemon.js'),
    ]);
    const logger = createLogger({ json: Boolean(args.values.json), write: io.stderr, clock: systemClock });
    const config = await ConfigHolder.load(projectRoot, io.env, logger);
    const once = Boolean(args.values.once);
    // Services that run inside the daemon process; --once runs the reconcile and one transcripts pass.
    const services: DaemonService[] = once ? [] : [
      (await import('../events/event-stream.js')).eventStreamService(io.env),
      (await import('../http/http-service.js')).httpService(),
      (await import('../swarm/broadcast-service.js')).broadcastService(),
      (await import('../transcripts/transcripts-daemon-service.js')).transcriptsService(),
    ];
    const daemon = startDaemon({ projectRoot, config, clock: systemClock, logger, watch: !once, lock: true, services });
    const stopped = new Promise<void>((resolve) => io.stopSignal.addEventListener('abort', () => resolve(), { once: true }));
    await Promise.race([daemon.ready, stopped]);
    if (!io.stopSignal.aborted) {
      logger.info(`forge daemon ${once ? 'reconciled' : 'ready'} on ${projectRoot}: ${daemon.store.size} task(s) tracked${once ? '' : '; watching'} (pid ${process.pid})`);
    }
    if (once && !io.stopSignal.aborted) {
      const { ingestPending } = await import('../transcripts/ingest-pending.js');
      const report = await ingestPending(projectRoot, config.current, systemClock, io.env);
      for (const problem of report.problems) logger.warn(`transcripts: ${problem}`);
      logger.info(`transcripts: ${report.files} file(s) in ${report.dirs.length} folder(s), ${report.sessions.length} session(s) updated`);
    }
    if (!once) await stopped;
    await daemon.close();
    if (!once) logger.info('forge daemon stopped; tracking file written');
    return 0;
  },
});
