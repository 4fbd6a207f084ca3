import type { EventEmitter } from 'node:events';
import type { Config } from '../../protocol/config.js';
import type { RejectedEntry, TaskEntry, TrackingFile, WorkerEntry } from '../../protocol/tracking.js';
import type { Clock } from '../clock.js';
import type { DaemonEvents } from '../daemon/daemon-service.js';
import type { Logger } from '../daemon/logger.js';

/** Read-only view of the tracked state: the daemon's TrackingStore, or a fixed file in tests. */
export interface TrackedState {
  get(id: string): TaskEntry | undefined;
  values(): Iterable<[string, TaskEntry]>;
  getWorkers(): Record<string, WorkerEntry>;
  rejectedEntries(): Iterable<[string, RejectedEntry]>;
}

/**
 * What a route handler may read. Handlers never write: the HTTP API only answers questions.
 * Its fields are those the dashboard reads too (projectRoot, projectId, clock, logger, events, store).
 */
export interface ApiContext {
  projectRoot: string;
  projectId(): string;
  config(): Config;
  clock: Clock;
  logger: Logger;
  /** Story transitions and tracking writes, for streaming routes. */
  events: EventEmitter<DaemonEvents>;
  store: TrackedState;
  /** The tracked state in the form of `.tracking.json` (built on first use, reused until it changes). */
  tracking(): TrackingFile;
}
