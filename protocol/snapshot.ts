import type { Diagnostic } from './diagnostic.js';
import type { HandoffKind, PrHandoff } from './handoff.js';
import type { ServerClockOffset } from './server-clock.js';
import type { SignalContent, SignalName } from './signals.js';
import type { TaskFrontMatter } from './task.js';

/**
 * What the shell saw of one story's files, gathered fresh for every decision. `decide()` reads
 * nothing else, so the same snapshot always gives the same actions.
 */
export type Parsed<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Diagnostic[] /** true while a parse failure may be a write still in progress */; settling: boolean; settlesAt: number };

export interface TaskObservation {
  agent: string;
  file: string;
  parsed: Parsed<TaskFrontMatter>;
  /** What the file most likely got wrong without being refused (an unknown agent, a misspelt key): shown on the entry, the state unchanged. */
  warnings?: Diagnostic[];
  /** The file's mtime as the open descriptor it was read through gave it: the file server's clock (clock-skew.ts). */
  mtimeMs?: number;
}

export interface SignalObservation {
  file: string;
  /** `at` from the content when present and valid, else the file's mtime. */
  at: string;
  content: SignalContent | null;
  /** The file's mtime as the open descriptor it was read through gave it: the file server's clock (clock-skew.ts). */
  mtimeMs?: number;
}

export interface HandoffObservation {
  file: string;
  parsed: Parsed<Record<string, unknown>>;
}

export interface StorySnapshot {
  id: string;
  /** Every task file with this id, in any agent's folder (normally one). */
  tasks: TaskObservation[];
  /** Signals by the folder they were found in. */
  signals: Record<string, Partial<Record<SignalName, SignalObservation>>>;
  /** Context files by folder. */
  contexts: Record<string, string>;
  handoffs: Partial<Record<HandoffKind, HandoffObservation>>;
  /** The ledger already holds a confirmed record of this id: the story is finished. */
  inLedger: boolean;
}

export interface DecideContext {
  now: number;
  /** Last sign of life per agent (heartbeat, transcript growth), ms since epoch. */
  activity: Record<string, number>;
  /**
   * When this daemon's watches came up (ms since epoch): from then on it sees a new file within
   * moments, so its first sight of a step bounds the step's time from both sides. Absent or null
   * (a one-shot run, a test) means sights only bound from above. See clock-skew.ts.
   */
  sightsSince?: number | null;
  /**
   * When the daemon last heard of this story before this look (an event, a reconcile's listing):
   * the sight of any step it sees now for the first time. Defaults to `now`.
   */
  seenAt?: number;
  /**
   * The file server's clock minus the daemon's, as the daemon last measured it (server-clock.ts):
   * with it a file's mtime is a witness of when the file was written. Absent or null: not measured.
   */
  serverClock?: ServerClockOffset | null;
  /** The epoch of the lease this daemon holds: written on the signals and handoffs it writes. Absent or null without a lease. */
  leaseEpoch?: number | null;
}

export type ValidPrHandoff = PrHandoff;
