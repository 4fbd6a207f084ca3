import type { EventEmitter } from 'node:events';
import type { LogEvent } from '../../protocol/actions.js';
import type { Config } from '../../protocol/config.js';
import type { Diagnostic } from '../../protocol/diagnostic.js';
import type { LeaseView } from '../../protocol/lease.js';
import type { RejectedEntry, SupervisorEntry, TaskEntry, WorkerEntry } from '../../protocol/tracking.js';
import type { Clock } from '../clock.js';
import type { ConfigHolder } from './config-holder.js';
import type { Logger } from './logger.js';

/** One applied transition of one story, as the daemon logged it. */
export interface StoryTransition {
  event: LogEvent;
  agent: string;
  id: string;
  message: string;
  at: number;
}

export interface DaemonEvents {
  /** A story changed state (or another logged transition happened). */
  transition: [StoryTransition];
  /** `.tracking.json` was written; the store holds what was written. */
  flushed: [];
}

/** Read-only view of the tracked state: the daemon's TrackingStore, or a fixed file in tests. */
export interface TrackedState {
  get(id: string): TaskEntry | undefined;
  values(): Iterable<[string, TaskEntry]>;
  getWorkers(): Record<string, WorkerEntry>;
  rejectedEntries(): Iterable<[string, RejectedEntry]>;
}

/** What the read-only surfaces (the HTTP API, the dashboard) see of a running daemon. */
export interface DaemonView {
  projectRoot: string;
  projectId(): string;
  config(): Config;
  clock: Clock;
  logger: Logger;
  /** Story transitions and tracking writes, for streaming. */
  events: EventEmitter<DaemonEvents>;
  store: TrackedState;
  /** The lease of the daemon serving this view; absent or null without one. */
  lease?(): LeaseView | null;
}

/**
 * What a service running inside the daemon process (HTTP API, event stream, transcripts,
 * broadcasts) may see and do. Services never write tracking state themselves: they ask the
 * daemon to look at a story again, or report a sign of life.
 */
export interface DaemonHandle {
  projectRoot: string;
  clock: Clock;
  logger: Logger;
  config: ConfigHolder;
  /** The tracked state as last decided; only the daemon changes it. */
  store: TrackedState;
  events: EventEmitter<DaemonEvents>;
  /** Re-evaluate one story from its files. */
  requestStory(id: string): void;
  /** A sign of life from a worker (transcript growth, a tool call), in ms since the epoch. */
  recordActivity(agent: string, at: number): void;
  /** List a file the service cannot accept (a broken broadcast) under `rejected`, or clear it with null. */
  setRejected(file: string, errors: Diagnostic[] | null): void;
  /** What the supervisor knows of a worker it runs (workers.<name>.supervisor), or null to drop it. */
  setSupervision(agent: string, entry: SupervisorEntry | null): void;
  /** The daemon's fence: false once it lost its lease, and from then on a service writes nothing into the project. */
  mayWrite(): boolean;
  /** The lease this daemon holds and whom it took it over from; null for a daemon that holds none (tests). */
  /** The project lease this daemon holds (epoch, holder, host, the takeover that gave it); null when it runs without one (--once, tests). */
  lease(): LeaseView | null;
}

export interface DaemonService {
  name: string;
  start(handle: DaemonHandle): Promise<void>;
  close(): Promise<void>;
}
