import type { EventEmitter } from 'node:events';
import type { LogEvent } from '../../protocol/actions.js';
import { decide } from '../../protocol/decide.js';
import type { ServerClockOffset } from '../../protocol/server-clock.js';
import { fromIso } from '../../protocol/timestamps.js';
import type { Clock } from '../clock.js';
import type { TrackingStore } from '../tracking/tracking-store.js';
import type { BulkStart } from './bulk-start.js';
import type { ConfigHolder } from './config-holder.js';
import { applyActions, type ExecutorDeps } from './executor.js';
import type { FileIndex } from './file-index.js';
import type { HintTimes } from './hint-times.js';
import type { Ledger } from './ledger.js';
import type { Logger } from './logger.js';
import type { RejectedFiles } from './rejected-files.js';
import { RetryBackoff } from './retry-backoff.js';
import type { DaemonEvents } from './services.js';
import type { StoryReader } from './story-reader.js';
import type { SwarmFields } from './swarm-fields.js';
import type { WakeQueue } from './wake-queue.js';
import type { WorkerActivity } from './worker-activity.js';

/** What one look at a story reads from and writes to: the daemon's parts. */
export interface EvaluationParts {
  projectRoot: string;
  clock: Clock;
  logger: Logger;
  config: ConfigHolder;
  store: TrackingStore;
  ledger: Ledger;
  reader: StoryReader;
  index: FileIndex;
  activity: WorkerActivity;
  swarm: SwarmFields;
  rejected: RejectedFiles;
  wake: WakeQueue;
  bulk: BulkStart;
  events: EventEmitter<DaemonEvents>;
  mayWrite: () => boolean;
  /** When the daemon's watches came up, once they are (its sights of new files are prompt from then on). */
  sightsSince: () => number | null;
  /** The file server's clock minus the daemon's, once measured: a file's mtime is then a witness of when it was written. */
  serverClock: () => ServerClockOffset | null;
  /** The epoch of the lease held, written on the signals and handoffs the daemon writes; null without one. */
  leaseEpoch: () => number | null;
  /** Stops the daemon when `file` was written by a later epoch than its own (true then): it is no longer the holder. */
  supersede: (epoch: number, file: string) => boolean;
  hints: HintTimes;
}

/**
 * One look at a story: the reader gathers its files, `decide()` says what to do, the executor does
 * it, and the story's next wake is set. A look that fails on I/O (a read-only folder, a full disk)
 * is reported and retried with backoff; the daemon keeps running.
 */
export function storyEvaluation(parts: EvaluationParts): (id: string) => Promise<void> {
  const { clock, store, reader, index, activity, wake, logger, config } = parts;
  const failures = new RetryBackoff();
  const deps: ExecutorDeps = {
    projectRoot: parts.projectRoot,
    store,
    ledger: parts.ledger,
    logger,
    blockingWrites: () => parts.bulk.blockingWrites(),
    mayWrite: parts.mayWrite,
    onTransition: (event: LogEvent, agent: string, id: string, message: string) => {
      if (event === 'handed-off') activity.completed(agent, fromIso(store.get(id)?.completed_at ?? '') || clock.now());
      parts.events.emit('transition', { event, agent, id, message, at: clock.now() });
    },
    onOwnChange: (path: string, change: 'write' | 'remove') => {
      if (index.ownChange(path, change) === 'removed') reader.forget(path);
    },
  };
  return async (id) => {
    const now = clock.now();
    const seenAt = parts.hints.take(id) ?? now;
    try {
      const { snapshot, missing } = await reader.read(id, index.pathsOf(id), now);
      for (const path of missing) index.remove(id, path);
      for (const signals of Object.values(snapshot.signals))
        for (const signal of Object.values(signals))
          if (signal.content?.lease_epoch !== undefined && parts.supersede(signal.content.lease_epoch, signal.file)) return;
      const decision = decide(snapshot, store.get(id), config.current, {
        now,
        activity: activity.lastSeenByAgent(),
        sightsSince: parts.sightsSince(),
        seenAt,
        serverClock: parts.serverClock(),
        leaseEpoch: parts.leaseEpoch(),
      });
      parts.swarm.observe(snapshot, decision.actions, store.get(id));
      await applyActions(decision.actions, deps);
      parts.rejected.setForStory(id, decision.rejected);
      wake.set(id, decision.wakeAt);
      failures.succeeded(id);
    } catch (error) {
      // The retry is the same look, late: it keeps the sight.
      parts.hints.keep(id, seenAt);
      const { count, retryIn } = failures.failed(id);
      if (count === 1 || count % 10 === 0) logger.error(`${id}: ${(error as Error).message}; retrying in ${retryIn} ms`);
      wake.set(id, now + retryIn);
    }
  };
}
