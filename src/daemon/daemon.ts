import { EventEmitter } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { HISTORY_FILE, TRACKING_FILE } from '../../protocol/paths.js';
import type { SupervisorEntry } from '../../protocol/tracking.js';
import { nextWorkerChange } from '../../protocol/workers.js';
import type { FsEventKind, TreeWatch } from '../../watchers/fs-watcher.js';
import { watchChoiceFor } from '../fs/watch-mode.js';
import { inProject } from '../project/project-root.js';
import { TrackingStore } from '../tracking/tracking-store.js';
import { BulkStart } from './bulk-start.js';
import type { Daemon, DaemonOptions } from './daemon-api.js';
import { lockProject, type ProjectLock } from './daemon-lock.js';
import { EvaluationQueue } from './evaluation-queue.js';
import { FileIndex, roleOf } from './file-index.js';
import { FollowingRuns } from './following-runs.js';
import { HeartbeatLooks } from './heartbeat-looks.js';
import { HintTimes } from './hint-times.js';
import { forEachInSlices } from './in-slices.js';
import { leaseFacts } from './lease.js';
import { Ledger } from './ledger.js';
import { removeLeftoverTemps } from './leftover-temps.js';
import { openWorktrees } from './open-worktrees.js';
import { watchProject } from './project-watches.js';
import { KeptReads } from './read-cache-file.js';
import { RejectedFiles } from './rejected-files.js';
import { ensureProjectFolders, scanProject } from './scan-project.js';
import { startServices } from './service-start.js';
import type { DaemonEvents, DaemonHandle } from './services.js';
import { storyEvaluation } from './story-evaluation.js';
import { StoryReader } from './story-reader.js';
import { SwarmFields } from './swarm-fields.js';
import { reportCorruptTracking, TrackingEdits } from './tracking-edits.js';
import { WakeQueue } from './wake-queue.js';
import { WakeTimer } from './wake-timer.js';
import { WorkerActivity } from './worker-activity.js';

export type { Daemon, DaemonOptions } from './daemon-api.js';

const EVALUATION_CONCURRENCY = 32;
const WORKER_WAKE = '\u0000workers';

/**
 * The imperative shell around `decide()`: watchers say which story to look at, the reader gathers
 * its files, `decide()` says what to do, the executor does it. Deadlines wake stories from a
 * single timer on the earliest one; a full reconcile runs at start, on a timer and after errors.
 */
export function startDaemon(options: DaemonOptions): Daemon {
  const { projectRoot, clock, logger, config } = options;
  /** The project lease, once held; every write of the daemon asks it first (the fence). */
  let lock: ProjectLock | null = null;
  const mayWrite = () => lock === null || lock.lease.holds();
  /** Aborts a standby's wait for the lease when the daemon is stopped first. */
  const acquiring = new AbortController();
  let onStoppedItself: (reason: string) => void = () => undefined;
  const stoppedItself = new Promise<string>((resolve) => {
    onStoppedItself = resolve;
  });
  const store = new TrackingStore(inProject(projectRoot, TRACKING_FILE), TRACKING_FILE, clock, {
    batchWindowMs: config.current.daemon.batch_window,
    onWriteError: (error) => logger.error(`cannot write ${TRACKING_FILE}: ${error.message}; keeping state in memory and retrying`),
    onFlushed: () => events.emit('flushed'),
    mayWrite,
    epoch: () => lock?.lease.epoch ?? null,
    // Declared below; only a flush after the start calls it.
    onForeign: () => trackingEdits.noticed(),
  });
  const ledger = new Ledger(inProject(projectRoot, HISTORY_FILE), options.storyUsage, mayWrite, () => lock?.lease.epoch ?? null);
  const index = new FileIndex();
  const bulk = new BulkStart(EVALUATION_CONCURRENCY);
  const reader = new StoryReader(
    projectRoot,
    () => config.current,
    (id) => ledger.hasConfirmed(id),
    () => bulk.readIo(),
  );
  const wake = new WakeQueue();
  // Swarm fields (module, batch, depends_on, blocked_by, blocks) span stories, which decide() does not see.
  const swarm = new SwarmFields((id) => ledger.hasConfirmed(id));
  const rejected = new RejectedFiles(store, logger);
  const activity = new WorkerActivity();
  const keptReads = new KeptReads(projectRoot, reader, logger);
  const timer = new WakeTimer(clock, () => void runDue());
  const watches: TreeWatch[] = [];
  let closing: Promise<void> | null = null;
  /** Set by the first close(): from then on nothing new starts, what runs is waited for. */
  let stopping = false;
  /** When this daemon took the project lease (wall clock), once it holds it: a daemon temp older than that is a leftover. */
  let lockedSince: number | null = null;
  /** When the watches came up (daemon clock): deadlines trust the daemon's first sight of a step from then on. */
  let sightsSince: number | null = null;
  const hints = new HintTimes();
  const heartbeats = new HeartbeatLooks(projectRoot, recordActivity, logger);

  const events = new EventEmitter<DaemonEvents>();
  const services = options.services ?? [];
  const evaluate = storyEvaluation({
    projectRoot,
    clock,
    logger,
    config,
    store,
    ledger,
    reader,
    index,
    activity,
    swarm,
    rejected,
    wake,
    bulk,
    events,
    mayWrite,
    sightsSince: () => sightsSince,
    serverClock: () => lock?.lease.serverClockAgainst(() => clock.now()) ?? null,
    leaseEpoch: () => lock?.lease.epoch ?? null,
    supersede: (epoch, file) => lock?.lease.supersede(epoch, file) ?? false,
    hints,
  });

  const queue = new EvaluationQueue(
    evaluate,
    EVALUATION_CONCURRENCY,
    () => {
      swarm.apply(store);
      refreshWorkers();
      armTimer();
      // Nothing else is queued, so nothing is left to coalesce with: write as soon as the pacing
      // allows rather than wait out the batch window.
      store.flushSoon();
    },
    () => bulk.sweepLimit(),
  );

  function refreshWorkers(): void {
    const now = clock.now();
    const workers = activity.workers(config.current, store.values(), now);
    store.setWorkers(workers);
    wake.set(WORKER_WAKE, nextWorkerChange(workers, config.current, now));
  }

  function armTimer(): void {
    if (options.watch && !stopping) timer.arm(wake.next());
  }

  async function runDue(): Promise<void> {
    if (stopping) return;
    const due = wake.takeDue(clock.now());
    for (const id of due) {
      if (id === WORKER_WAKE) refreshWorkers();
      else queue.request(id);
    }
    if (due.length > 0) await queue.idle();
    armTimer();
  }

  function recordActivity(agent: string, at: number): void {
    if (stopping || !activity.record(agent, at)) return;
    for (const [id, entry] of store.values()) if (entry.agent === agent && entry.state === 'picked_up') queue.request(id);
    refreshWorkers();
  }

  function setSupervision(agent: string, entry: SupervisorEntry | null): void {
    activity.supervised(agent, entry);
    refreshWorkers();
    store.flushSoon();
  }

  function onPath(path: string, kind: FsEventKind): void {
    if (stopping) return;
    if (kind === 'unlinkDir' || kind === 'addDir') {
      void reconcile();
      return;
    }
    const role = roleOf(path);
    if (role.kind === 'story') {
      hints.note(role.id, clock.now());
      // An unlink is a hint like any other: the read finds the file gone and drops it, so an
      // event that arrives late can never hide a file that is there.
      if (kind !== 'unlink') index.add(role.id, path);
      queue.request(role.id);
    } else if (role.kind === 'heartbeat') {
      heartbeats.start(role.agent);
    } else if (role.kind === 'bad-name') {
      rejected.badNameSeen(path, role.diagnostic, kind === 'unlink');
    }
  }

  async function reconcileOnce(): Promise<void> {
    if (!mayWrite()) return;
    await ensureProjectFolders(projectRoot);
    const listedAt = clock.now();
    const scan = await scanProject(projectRoot);
    for (const id of scan.stories.keys()) hints.note(id, listedAt);
    await removeLeftoverTemps(projectRoot, scan.temps, lockedSince, logger);
    // Merge, never replace: files written while the scan ran must stay known. Entries for files
    // gone since are dropped when a read finds them missing.
    await forEachInSlices(scan.stories, ([id, paths]) => {
      for (const path of paths) index.add(id, path);
    });
    rejected.replaceBadNames(scan.badNames);
    await Promise.all(scan.heartbeats.map((agent) => heartbeats.look(agent)));
    // One set: a story named twice would be looked at twice, once it was done the first time.
    await forEachInSlices(new Set([...scan.stories.keys(), ...store.ids(), ...rejected.stories()]), (id) => queue.sweep(id));
    await queue.idle();
    refreshWorkers();
    await store.flush();
    armTimer();
  }

  const reconciles = new FollowingRuns(reconcileOnce, () => !stopping);
  const reconcile = () => reconciles.run();
  const trackingEdits = new TrackingEdits(projectRoot, store, logger, reconcile, (epoch) => lock?.lease.supersede(epoch, TRACKING_FILE) ?? false);

  async function start(): Promise<void> {
    await ensureProjectFolders(projectRoot);
    const onLeaseLost = (reason: string) => {
      logger.error(`lease lost: ${reason}; writing nothing more and stopping`);
      onStoppedItself(reason);
      void close();
    };
    if (options.lock) {
      lock = await lockProject({
        projectRoot,
        ttlMs: config.current.daemon.lease_ttl,
        standby: options.standby ?? false,
        logger,
        onLost: onLeaseLost,
        signal: acquiring.signal,
        onWaiting: () => options.whileWaiting?.begin(),
        ...(options.leaseClock ? { clock: options.leaseClock } : {}),
      });
      // Taken once the lease is ours, so every write of this daemon comes after it; the holder before
      // stopped writing at half the lease's ttl, long before a standby could take over.
      lockedSince = Date.now();
      // Before the services start: the daemon's own supervisor adopts the sessions the standby ran.
      await options.whileWaiting?.handOver();
    }
    reportCorruptTracking(logger, await store.load());
    await ledger.load();
    if (ledger.skippedLines > 0) logger.warn(`${HISTORY_FILE}: skipped ${ledger.skippedLines} unreadable line(s)`);
    await keptReads.seed();
    // Watching starts before the first reconcile lists the folders, so nothing written meanwhile is missed.
    if (options.watch) await startWatching();
    await bulk.run(store, reconcile);
    reader.dropUnconfirmed();
    const handle: DaemonHandle = {
      projectRoot,
      clock,
      logger,
      config,
      store,
      events,
      requestStory,
      recordActivity,
      setRejected: (file, errors) => store.setRejected(file, errors),
      setSupervision,
      mayWrite,
      lease: () => (lock ? leaseFacts(lock.lease) : null),
    };
    await startServices(services, handle, () => stopping);
    if (mayWrite()) void keptReads.save();
  }

  async function startWatching(): Promise<void> {
    const choice = watchChoiceFor(config.current.daemon.watch, projectRoot);
    const { mode } = choice;
    const pollIntervalMs = config.current.daemon.poll_interval;
    logger.info(`watching ${mode === 'poll' ? `by polling every ${pollIntervalMs} ms` : 'with native events'}: ${choice.reason}`);
    const onError = (error: Error) => {
      logger.error(`watcher: ${error.message}; reconciling from the files`);
      void reconcile();
    };
    watches.push(...watchProject({ projectRoot, mode, pollIntervalMs, onPath, onTrackingChange: () => trackingEdits.noticed(), onError }));
    await Promise.all(watches.map((w) => w.ready));
    sightsSince = clock.now();
    await config.startWatching(mode, pollIntervalMs);
    config.onChange(() => void reconcile());
    reconciles.repeat(() => config.current.daemon.reconcile_interval);
  }

  /** A service's request to look at a story again; refused once the daemon is stopping. */
  function requestStory(id: string): void {
    if (!stopping) queue.request(id);
  }

  async function settled(): Promise<void> {
    await queue.idle();
    await store.flush();
  }

  /**
   * For a one-shot run, which sees no later event: a file that failed to parse may still be being
   * written until its settle window ends, so its verdict waits for that end. Runs every wake that
   * falls within one settle window from now, then writes the tracking file.
   */
  async function settleWindows(): Promise<void> {
    const until = clock.now() + config.current.daemon.settle;
    for (let next = wake.next(); next !== null && next <= until && !stopping; next = wake.next()) {
      await delay(Math.max(0, next - clock.now()));
      await runDue();
    }
    await settled();
  }

  /** One path to a stop, however often it is asked for: every caller gets the same promise. */
  function close(): Promise<void> {
    closing ??= shutdown();
    return closing;
  }

  /**
   * Total: once it resolves nothing of this daemon writes into the project again. Nothing new
   * starts from here on (events, timers, reconciles, services' requests are refused), and
   * everything already under way, including a reconcile chained behind a running one, is waited for.
   */
  async function shutdown(): Promise<void> {
    stopping = true;
    acquiring.abort(new Error('the daemon was stopped while waiting for the lease'));
    // A start under way finishes first: it may still be setting up watchers and timers.
    await ready.catch(() => undefined);
    await options.whileWaiting?.stop();
    timer.stop();
    reconciles.stopRepeating();
    await Promise.allSettled([...watches.map((w) => w.close()), config.close()]);
    await drain();
    if (mayWrite()) await keptReads.save();
    // Services close last, so the transitions of the stories decided while closing still reach them.
    await Promise.allSettled(services.map((service) => service.close()));
    await drain();
    await store.close();
    if (lock) await lock.release();
  }

  /** Waits until no reconcile, tracking look, heartbeat look or evaluation runs, and the tracking file is written. */
  async function drain(): Promise<void> {
    for (;;) {
      const looks = trackingEdits.underWay();
      await Promise.allSettled([...reconciles.underWay(), looks, ...heartbeats.underWay()]);
      await queue.idle();
      await store.flush();
      if (reconciles.underWay().length === 0 && heartbeats.underWay().length === 0 && looks === trackingEdits.underWay()) return;
    }
  }

  const ready = start();
  return {
    ready,
    reconcile,
    runDue,
    settled,
    settleWindows,
    close,
    store,
    events,
    stoppedItself,
    openWorktrees: () => openWorktrees(store.values(), (path) => reader.frontMatterOf(path)),
  };
}
