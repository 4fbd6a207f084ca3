import { EventEmitter } from 'node:events';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { rosterOf } from '../../protocol/config.js';
import { decide } from '../../protocol/decide.js';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { HANDOFFS_DIR, HISTORY_FILE, INBOX_DIR, TRACKING_FILE } from '../../protocol/paths.js';
import { fromIso } from '../../protocol/timestamps.js';
import { deriveWorkers, nextWorkerChange } from '../../protocol/workers.js';
import type { FsEventKind, TreeWatch } from '../../watchers/fs-watcher.js';
import { watchHandoffs } from '../../watchers/handoffs-watcher.js';
import { watchInbox } from '../../watchers/inbox-watcher.js';
import { watchTracking } from '../../watchers/tracking-watcher.js';
import type { Clock } from '../clock.js';
import { inProject } from '../project/project-root.js';
import { TrackingStore } from '../tracking/tracking-store.js';
import type { LogEvent } from '../../protocol/actions.js';
import type { SupervisorEntry } from '../../protocol/tracking.js';
import { ConfigHolder } from './config-holder.js';
import type { DaemonEvents, DaemonHandle, DaemonService } from './daemon-service.js';
import { acquireDaemonLock } from './daemon-lock.js';
import { EvaluationQueue } from './evaluation-queue.js';
import { forEachInSlices } from './in-slices.js';
import { applyActions, type ExecutorDeps } from './executor.js';
import { FileIndex, roleOf } from './file-index.js';
import { Ledger } from './ledger.js';
import type { Logger } from './logger.js';
import { scanProject } from './scan-project.js';
import { privateTemps, removeStaleTemps } from './leftover-temps.js';
import { loadKnownReads, READ_CACHE_FILE, saveKnownReads } from './read-cache-file.js';
import { StoryReader } from './story-reader.js';
import { blockingIo, threadPoolIo } from '../fs/read-io.js';
import { holdForBulkWrites } from '../fs/atomic-write.js';
import { SwarmFields } from '../swarm/swarm-fields.js';
import { WakeQueue } from './wake-queue.js';

export interface DaemonOptions {
  projectRoot: string;
  config: ConfigHolder;
  clock: Clock;
  logger: Logger;
  /** false for `--once` and for tests that drive reconcile and the clock by hand. */
  watch: boolean;
  /** Take the project lock (always, except in-process tests that own their temp project). */
  lock: boolean;
  /** Parts that run inside the daemon process (HTTP API, event stream, transcripts, ...). */
  services?: DaemonService[];
}

export interface Daemon {
  /** Resolves when the first reconcile is done and written. */
  ready: Promise<void>;
  reconcile(): Promise<void>;
  /** Evaluates every story whose wake time has come (deadlines, stalls, settles). */
  runDue(): Promise<void>;
  /** Resolves when every queued evaluation has run and the tracking file is written. */
  settled(): Promise<void>;
  close(): Promise<void>;
  readonly store: TrackingStore;
  readonly events: EventEmitter<DaemonEvents>;
}

const EVALUATION_CONCURRENCY = 32;
/**
 * A reconcile of a running daemon re-reads one story at a time: slower, but requests and
 * events keep a responsive event loop. The first reconcile, before anyone is served, goes flat out.
 */
const SWEEP_CONCURRENCY = 1;
const ACTIVITY_RESOLUTION_MS = 1000;
const WORKER_WAKE = '\u0000workers';

/**
 * The imperative shell around `decide()`: watchers say which story to look at, the reader gathers
 * its files, `decide()` says what to do, the executor does it. Deadlines wake stories from a
 * single timer on the earliest one; a full reconcile runs at start, on a timer and after errors.
 */
export function startDaemon(options: DaemonOptions): Daemon {
  const { projectRoot, clock, logger, config } = options;
  const store = new TrackingStore(inProject(projectRoot, TRACKING_FILE), TRACKING_FILE, clock, {
    batchWindowMs: config.current.daemon.batch_window,
    onWriteError: (error) => logger.error(`cannot write ${TRACKING_FILE}: ${error.message}; keeping state in memory and retrying`),
    onFlushed: () => events.emit('flushed'),
  });
  const ledger = new Ledger(inProject(projectRoot, HISTORY_FILE));
  const index = new FileIndex();
  const reader = new StoryReader(projectRoot, () => config.current, (id) => ledger.hasConfirmed(id));
  const wake = new WakeQueue();
  // Swarm fields (module, batch, depends_on, blocked_by, blocks) span stories, which decide() does not see.
  const swarm = new SwarmFields((id) => ledger.hasConfirmed(id));
  const rejectedByStory = new Map<string, Set<string>>();
  const badNames = new Set<string>();
  const firstSeen = new Map<string, number>();
  const lastSeen = new Map<string, number>();
  // Kept past the cleanup of a confirmed task, so a worker's idle_since stays its last completion.
  const lastCompletion = new Map<string, number>();
  // What the supervisor service reports of the workers it runs, shown under workers.<name>.supervisor.
  const supervision = new Map<string, SupervisorEntry>();
  const failures = new Map<string, number>();
  const watches: TreeWatch[] = [];
  let timer: NodeJS.Timeout | null = null;
  let reconcileTimer: NodeJS.Timeout | null = null;
  let closing: Promise<void> | null = null;
  /** Set by the first close(): from then on nothing new starts, what runs is waited for. */
  let stopping = false;
  let releaseLock: (() => Promise<void>) | null = null;
  let reconciling: Promise<void> | null = null;
  let reconcileAgain: Promise<void> | null = null;
  let trackingChecks: Promise<void> = Promise.resolve();
  const heartbeatLooks = new Set<Promise<void>>();
  let savingReads: Promise<void> = Promise.resolve();

  const events = new EventEmitter<DaemonEvents>();
  const services = options.services ?? [];
  const deps: ExecutorDeps = {
    projectRoot,
    store,
    ledger,
    logger,
    onTransition: (event: LogEvent, agent: string, id: string, message: string) => {
      if (event === 'handed-off') lastCompletion.set(agent, fromIso(store.get(id)?.completed_at ?? '') || clock.now());
      events.emit('transition', { event, agent, id, message, at: clock.now() });
    },
    onOwnChange: (path: string, change: 'write' | 'remove') => {
      const role = roleOf(path);
      if (role.kind !== 'story') return;
      if (change === 'write') index.add(role.id, path);
      else {
        index.remove(role.id, path);
        reader.forget(path);
      }
    },
  };

  async function evaluate(id: string): Promise<void> {
    const now = clock.now();
    try {
      const { snapshot, missing } = await reader.read(id, index.pathsOf(id), now);
      for (const path of missing) index.remove(id, path);
      const decision = decide(snapshot, store.get(id), config.current, { now, activity: Object.fromEntries(lastSeen) });
      swarm.observe(snapshot, decision.actions, store.get(id));
      await applyActions(decision.actions, deps);
      setStoryRejected(id, decision.rejected);
      wake.set(id, decision.wakeAt);
      failures.delete(id);
    } catch (error) {
      // I/O failed (read-only folder, full disk, permissions): report, keep running, retry with backoff.
      const count = (failures.get(id) ?? 0) + 1;
      failures.set(id, count);
      const retryIn = Math.min(30_000, 250 * 2 ** Math.min(count, 7));
      if (count === 1 || count % 10 === 0) logger.error(`${id}: ${(error as Error).message}; retrying in ${retryIn} ms`);
      wake.set(id, now + retryIn);
    }
  }

  function setStoryRejected(id: string, rejected: Record<string, Diagnostic[]>): void {
    const before = rejectedByStory.get(id) ?? new Set<string>();
    const now = new Set(Object.keys(rejected));
    for (const file of before) if (!now.has(file)) store.setRejected(file, null);
    for (const [file, errors] of Object.entries(rejected)) {
      if (!before.has(file)) logger.warn(errors.map(renderDiagnostic).join('; '));
      store.setRejected(file, errors);
    }
    if (now.size > 0) rejectedByStory.set(id, now);
    else rejectedByStory.delete(id);
  }

  const queue = new EvaluationQueue(evaluate, EVALUATION_CONCURRENCY, () => {
    swarm.apply(store);
    refreshWorkers();
    armTimer();
    // Nothing else is queued, so nothing is left to coalesce with: write as soon as the pacing
    // allows rather than wait out the batch window.
    store.flushSoon();
  }, SWEEP_CONCURRENCY);

  function refreshWorkers(): void {
    const now = clock.now();
    const agents = new Set([...Object.keys(rosterOf(config.current)), ...firstSeen.keys(), ...supervision.keys()]);
    const facts = (agent: string) => ({ firstSeenAt: firstSeen.get(agent) ?? null, lastSeenAt: lastSeen.get(agent) ?? null, lastCompletionAt: lastCompletion.get(agent) ?? null });
    const workers = deriveWorkers(agents, store.values(), facts, config.current, now);
    for (const [agent, entry] of supervision) workers[agent] = { ...workers[agent]!, supervisor: entry };
    store.setWorkers(workers);
    wake.set(WORKER_WAKE, nextWorkerChange(workers, config.current, now));
  }

  function armTimer(): void {
    if (!options.watch || stopping) return;
    if (timer) clearTimeout(timer);
    timer = null;
    const next = wake.next();
    if (next === null) return;
    // setTimeout holds at most ~24.8 days; a later deadline is re-armed when this one fires.
    const delay = Math.min(Math.max(0, next - clock.now()), 2 ** 31 - 1);
    // Unref'd: the watchers keep a running daemon alive; a timer alone must never keep the process
    // of a closed one (a test, a --once run) from exiting.
    timer = setTimeout(() => {
      timer = null;
      void runDue();
    }, delay).unref();
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

  async function noteHeartbeat(agent: string): Promise<void> {
    try {
      const info = await stat(inProject(projectRoot, `${INBOX_DIR}/${agent}/.heartbeat`));
      recordActivity(agent, info.mtimeMs);
    } catch (error) {
      // ENOENT: the heartbeat was removed; nothing to record.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  function recordActivity(agent: string, at: number): void {
    if (stopping) return;
    if (!firstSeen.has(agent)) firstSeen.set(agent, at);
    const previous = lastSeen.get(agent) ?? -Infinity;
    if (at <= previous) return;
    lastSeen.set(agent, at);
    // Transcripts grow line by line; stall and offline are judged in minutes, so one look a
    // second is plenty and keeps a chatty session from re-evaluating its tasks on every line.
    if (at - previous < ACTIVITY_RESOLUTION_MS) return;
    for (const [id, entry] of store.values()) if (entry.agent === agent && entry.state === 'picked_up') queue.request(id);
    refreshWorkers();
  }

  function setSupervision(agent: string, entry: SupervisorEntry | null): void {
    if (entry === null) supervision.delete(agent);
    else supervision.set(agent, entry);
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
      // An unlink is a hint like any other: the read finds the file gone and drops it, so an
      // event that arrives late can never hide a file that is there.
      if (kind !== 'unlink') index.add(role.id, path);
      queue.request(role.id);
    } else if (role.kind === 'heartbeat') {
      const look: Promise<void> = noteHeartbeat(role.agent)
        .catch((error: Error) => logger.error(`heartbeat of ${role.agent}: ${error.message}`))
        .finally(() => heartbeatLooks.delete(look));
      heartbeatLooks.add(look);
    } else if (role.kind === 'bad-name') {
      if (kind === 'unlink') {
        badNames.delete(path);
        store.setRejected(path, null);
      } else if (!badNames.has(path)) {
        badNames.add(path);
        logger.warn(renderDiagnostic(role.diagnostic));
        store.setRejected(path, [role.diagnostic]);
      }
    }
  }

  function onWatchError(error: Error): void {
    logger.error(`watcher: ${error.message}; reconciling from the files`);
    void reconcile();
  }

  /** The folders the daemon watches and reads; a person may have removed them meanwhile. */
  async function ensureFolders(): Promise<void> {
    await mkdir(inProject(projectRoot, INBOX_DIR), { recursive: true });
    await mkdir(inProject(projectRoot, HANDOFFS_DIR), { recursive: true });
  }

  async function reconcileOnce(): Promise<void> {
    await ensureFolders();
    const scan = await scanProject(projectRoot);
    await removeLeftoverTemps(scan.temps);
    // Merge, never replace: files written while the scan ran must stay known. Entries for files
    // gone since are dropped when a read finds them missing.
    await forEachInSlices(scan.stories, ([id, paths]) => {
      for (const path of paths) index.add(id, path);
    });
    for (const file of badNames) if (!scan.badNames.has(file)) store.setRejected(file, null);
    badNames.clear();
    for (const [file, diagnostic] of scan.badNames) {
      badNames.add(file);
      store.setRejected(file, [diagnostic]);
    }
    await Promise.all(scan.heartbeats.map(noteHeartbeat));
    // One set: a story named twice would be looked at twice, once it was done the first time.
    await forEachInSlices(new Set([...scan.stories.keys(), ...store.ids(), ...rejectedByStory.keys()]), (id) => queue.sweep(id));
    await queue.idle();
    refreshWorkers();
    await store.flush();
    armTimer();
  }

  /** Temp files of writes an earlier daemon was killed in the middle of; a failure waits for the next reconcile. */
  async function removeLeftoverTemps(found: string[]): Promise<void> {
    try {
      const removed = await removeStaleTemps(projectRoot, [...found, ...(await privateTemps(projectRoot))], Date.now());
      if (removed.length > 0) logger.info(`removed ${removed.length} temp file(s) left by an interrupted write of the daemon: ${removed.slice(0, 3).join(', ')}${removed.length > 3 ? ', ...' : ''}`);
    } catch (error) {
      logger.warn(`cannot remove leftover temp files: ${(error as Error).message}; trying again at the next reconcile`);
    }
  }

  /**
   * One reconcile at a time. Asked for while one runs, another follows it: the running one may
   * have listed the folders before the change that asked for it.
   */
  function reconcile(): Promise<void> {
    if (stopping) return Promise.resolve();
    if (reconciling) {
      reconcileAgain ??= reconciling.then(() => {
        reconcileAgain = null;
        return reconcile();
      });
      return reconcileAgain;
    }
    reconciling = reconcileOnce().finally(() => {
      reconciling = null;
    });
    return reconciling;
  }

  async function onTrackingChange(): Promise<void> {
    // The event of our own write can arrive before that write is recorded as ours.
    await store.writesSettled();
    if (await store.isOwnFile()) return;
    let bytes: Buffer;
    try {
      bytes = await readFile(inProject(projectRoot, TRACKING_FILE));
    } catch (error) {
      // ENOENT: removed by hand; the next flush writes it again from the files.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    // Checked again after the read: a write of ours may have landed while we were reading.
    if (store.isOwnWrite(bytes) || (await store.isOwnFile())) return;
    const outcome = await store.adopt(bytes);
    if (outcome.adopted) logger.info(`${TRACKING_FILE} edited by hand; re-reading every story against it`);
    else reportCorruptTracking(outcome);
    await reconcile();
  }

  async function start(): Promise<void> {
    await ensureFolders();
    if (options.lock) {
      const lock = await acquireDaemonLock(projectRoot, (error) => {
        logger.error(`project lock compromised (${error.message}); stopping`);
        void close();
      });
      releaseLock = lock.release;
    }
    reportCorruptTracking(await store.load());
    await ledger.load();
    if (ledger.skippedLines > 0) logger.warn(`${HISTORY_FILE}: skipped ${ledger.skippedLines} unreadable line(s)`);
    reader.seed(await loadKnownReads(inProject(projectRoot, READ_CACHE_FILE)));
    // Watching starts before the first reconcile lists the folders, so nothing written meanwhile is missed.
    if (options.watch) await startWatching();
    // The first reconcile may touch every task, before anyone is served: one tracking write at its
    // end instead of one per batch, and reads and context writes that block rather than queue on
    // the thread pool.
    const release = store.hold();
    const releaseWrites = holdForBulkWrites();
    queue.backgroundLimit = EVALUATION_CONCURRENCY;
    reader.io = blockingIo;
    deps.blockingWrites = true;
    try {
      await reconcile();
    } finally {
      queue.backgroundLimit = SWEEP_CONCURRENCY;
      reader.io = threadPoolIo;
      deps.blockingWrites = false;
      releaseWrites();
      release();
    }
    reader.dropUnconfirmed();
    await startServices();
    saveReads();
  }

  /** Keeps what was parsed for the next start; a failure costs that start time, nothing else. */
  function saveReads(): void {
    savingReads = savingReads.then(async () => {
      const reads = reader.takeKnownReads();
      if (reads) await saveKnownReads(inProject(projectRoot, READ_CACHE_FILE), reads);
    }).catch((error: Error) => logger.warn(`cannot write ${READ_CACHE_FILE}: ${error.message}; the next start reads every file`));
  }

  async function startWatching(): Promise<void> {
    const mode = config.current.daemon.watch;
    const pollIntervalMs = config.current.daemon.poll_interval;
    watches.push(watchInbox({ projectRoot, mode, pollIntervalMs, onPath, onError: onWatchError }));
    watches.push(watchHandoffs({ projectRoot, mode, pollIntervalMs, onPath, onError: onWatchError }));
    watches.push(
      watchTracking({
        projectRoot,
        mode,
        pollIntervalMs,
        onChange: () => {
          // One look at a time: two quick edits must not both quarantine the same file.
          trackingChecks = trackingChecks.then(onTrackingChange).catch((error: Error) => logger.error(`tracking: ${error.message}`));
        },
        onError: onWatchError,
      }),
    );
    await Promise.all(watches.map((w) => w.ready));
    await config.startWatching(mode, pollIntervalMs);
    config.onChange(() => void reconcile());
    scheduleReconcile();
  }

  /** A service's request to look at a story again; refused once the daemon is stopping. */
  function requestStory(id: string): void {
    if (!stopping) queue.request(id);
  }

  /** Services start once the first reconcile is written; one that fails is reported, the daemon runs on. */
  async function startServices(): Promise<void> {
    const handle: DaemonHandle = { projectRoot, clock, logger, config, store, events, requestStory, recordActivity, setRejected: (file, errors) => store.setRejected(file, errors), setSupervision };
    for (const service of services) {
      if (stopping) return;
      try {
        await service.start(handle);
      } catch (error) {
        logger.error(`${service.name} did not start: ${(error as Error).message}; the daemon runs without it`);
      }
    }
  }

  function reportCorruptTracking(outcome: { diagnostic: Diagnostic | null; brokenCopy: string | null }): void {
    if (!outcome.diagnostic) return;
    const kept = outcome.brokenCopy ? `kept the broken copy as ${basename(outcome.brokenCopy)}` : 'it was gone before a copy could be kept';
    logger.warn(`${renderDiagnostic(outcome.diagnostic)}; ${kept}; rebuilding it from the files`);
  }

  function scheduleReconcile(): void {
    if (stopping) return;
    reconcileTimer = setTimeout(() => {
      void reconcile().finally(() => {
        if (!stopping) scheduleReconcile();
      });
    }, config.current.daemon.reconcile_interval).unref();
  }

  async function settled(): Promise<void> {
    await queue.idle();
    await store.flush();
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
    // A start under way finishes first: it may still be setting up watchers and timers.
    await ready.catch(() => undefined);
    if (timer) clearTimeout(timer);
    if (reconcileTimer) clearTimeout(reconcileTimer);
    await Promise.allSettled([...watches.map((w) => w.close()), config.close()]);
    await drain();
    saveReads();
    await savingReads;
    // Services close last, so the transitions of the stories decided while closing still reach them.
    await Promise.allSettled(services.map((service) => service.close()));
    await drain();
    await store.close();
    if (releaseLock) await releaseLock();
  }

  /** Waits until no reconcile, tracking look, heartbeat look or evaluation runs, and the tracking file is written. */
  async function drain(): Promise<void> {
    for (;;) {
      const pending = [reconciling, reconcileAgain, trackingChecks, ...heartbeatLooks];
      await Promise.allSettled(pending);
      await queue.idle();
      await store.flush();
      if (!reconciling && !reconcileAgain && heartbeatLooks.size === 0 && pending[2] === trackingChecks) return;
    }
  }

  const ready = start();
  return { ready, reconcile, runDue, settled, close, store, events };
}
