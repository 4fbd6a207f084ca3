import type { EventEmitter } from 'node:events';
import type { Clock } from '../clock.js';
import type { TrackingStore } from '../tracking/tracking-store.js';
import type { ConfigHolder } from './config-holder.js';
import type { LeaseClock } from './lease.js';
import type { StoryUsage } from './ledger.js';
import type { Logger } from './logger.js';
import type { TaskWorktree } from './open-worktrees.js';
import type { DaemonEvents, DaemonService } from './services.js';

/** What `startDaemon()` takes. */
export interface DaemonOptions {
  projectRoot: string;
  config: ConfigHolder;
  clock: Clock;
  logger: Logger;
  /** false for `--once` and for tests that drive reconcile and the clock by hand. */
  watch: boolean;
  /** Take the project lock (always, except in-process tests that own their temp project). */
  lock: boolean;
  /** Wait for the project's lease instead of refusing when another daemon holds it (`forge start --standby`). */
  standby?: boolean;
  /** The lease's clocks (monotonic and wall); the system's unless a test drives them. */
  leaseClock?: LeaseClock;
  /** Parts that run inside the daemon process (HTTP API, event stream, transcripts, ...). */
  services?: DaemonService[];
  /** What a confirmed story took, for its ledger line; the daemon knows nothing of the transcript memory itself. */
  storyUsage?: StoryUsage;
  /** What a standby runs while it waits for the lease (its host's own managed workers), handed over once it holds it. */
  whileWaiting?: StandbyWork;
}

/**
 * Work a standby does for its own host while another daemon holds the project. It writes none of
 * the holder's files (tracking file, ledger, signals, lease, owner file). Each call is idempotent.
 */
export interface StandbyWork {
  /** The standby has to wait: start. */
  begin(): void;
  /** The standby holds the lease now: stop, leaving what runs (the workers) for the daemon's own services to adopt. */
  handOver(): Promise<void>;
  /** The standby is stopped before it held the lease: stop as the daemon's service would. */
  stop(): Promise<void>;
}

/** What `startDaemon()` gives: a running daemon of one project. */
export interface Daemon {
  /** Resolves when the first reconcile is done and written. */
  ready: Promise<void>;
  reconcile(): Promise<void>;
  /** Evaluates every story whose wake time has come (deadlines, stalls, settles). */
  runDue(): Promise<void>;
  /** Resolves when every queued evaluation has run and the tracking file is written. */
  settled(): Promise<void>;
  /** Runs the wakes due within one settle window from now, then writes the tracking file (for `--once`). */
  settleWindows(): Promise<void>;
  close(): Promise<void>;
  readonly store: TrackingStore;
  readonly events: EventEmitter<DaemonEvents>;
  /** Resolves with the reason when the daemon stops on its own: it lost its lease (fenced, or taken over). */
  readonly stoppedItself: Promise<string>;
  /** The worktree of every open task, as last read (for the transcripts pass of `--once`). */
  openWorktrees(): TaskWorktree[];
}
