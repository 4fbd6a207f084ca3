import { z } from 'zod';
import { ServerClock } from './server-clock.js';

/**
 * The daemon lease. One daemon runs a project: the one whose `lease/epoch-<n>.json` has the highest
 * n and says it is not released. A takeover exclusively creates the next epoch's file, so two
 * contenders never get the same epoch; the holder proves it is alive by rewriting its own file with
 * a higher `counter`. Nothing here compares one host's clock with another's: a standby judges the
 * holder gone only when it has seen the same counter for a whole `ttl_ms` by its own monotonic
 * clock, and the holder stops writing once half that time passed since its last renewal by its own.
 */
/** How a daemon came to hold a project it did not start on: its predecessor stopped cleanly, died, was a copy's, or stopped renewing. */
export const TAKEOVER_REASONS = ['released', 'gone', 'copied', 'stale'] as const;

/** The holder a daemon replaced, and why; written into its epoch file so that any reader (forge status) can say so. */
export const TookOver = z.object({
  from_pid: z.number().int(),
  from_host: z.string(),
  from_holder: z.string(),
  from_epoch: z.number().int(),
  reason: z.enum(TAKEOVER_REASONS),
  by_standby: z.boolean().describe('the new holder was started with --standby and waited for this one to stop'),
});
export type TookOver = z.infer<typeof TookOver>;

export const LeaseRecord = z
  .object({
    /** Random per daemon run: pid and host can repeat, this does not. */
    holder: z.string().min(1),
    host: z.string(),
    /** /proc/sys/kernel/random/boot_id where there is one: pids are comparable only within one boot of one machine. */
    boot_id: z.string().nullable(),
    pid: z.number().int().positive(),
    epoch: z.number().int().positive(),
    /** Grows by one on every renewal; only a change counts, never its value against a clock. */
    counter: z.number().int().nonnegative(),
    ttl_ms: z.number().int().positive(),
    /** The content of `.project-id`: the project as the holder knew it, whatever path it was mounted at. */
    project_id: z.string(),
    /** `<dev>:<ino>` of the lease folder as the holder saw it: on one machine, a different place is a copy of the project. */
    place: z.string().nullable(),
    /** Informational only (the holder's wall clock): for people, never for a decision. */
    since: z.string(),
    renewed_at: z.string(),
    /** Set by a clean stop: the next daemon takes over at once instead of waiting out the ttl. */
    released: z.boolean().default(false),
    /** The holder this one replaced; null for a project's first holder, absent in files of older versions. */
    took_over: TookOver.nullable().optional(),
    /**
     * The project's path as the holder's host sees it (absolute, symlinks kept): task files carry
     * absolute paths made there, so another host must reach the project by the same one. Absent in
     * files of older versions.
     */
    project_path: z.string().optional(),
    /** The holder's offset from the file server's clock, from its last renewal; null until measured, absent in older files. */
    server_clock: ServerClock.nullable().optional(),
  })
  .loose();
export type LeaseRecord = z.infer<typeof LeaseRecord>;

/** Who holds the project, as `forge status`, GET /api/status, the dashboard and the event stream show it. */
export const LeaseView = z.object({
  epoch: z.number().int().positive(),
  holder: z.string(),
  host: z.string(),
  pid: z.number().int().positive(),
  since: z.string().describe("when the holder took the lease, by the holder's clock"),
  released: z.boolean().describe('the holder stopped cleanly; the next daemon takes over at once'),
  took_over: TookOver.nullable().describe('the daemon it replaced, and why; null for the first holder (or a lease file of an older version)'),
  project_path: z.string().nullable().describe("the project's path on the holder's host; null in a lease file of an older version"),
  server_clock: ServerClock.nullable().describe("the holder's offset from the file server's clock at its last renewal; null until measured"),
});
export type LeaseView = z.infer<typeof LeaseView>;

export function leaseViewOf(record: LeaseRecord): LeaseView {
  const { epoch, holder, host, pid, since, released } = record;
  return {
    epoch,
    holder,
    host,
    pid,
    since,
    released,
    took_over: record.took_over ?? null,
    project_path: record.project_path ?? null,
    server_clock: record.server_clock ?? null,
  };
}

/** One line for people: who holds the project, and whom it replaced. */
export function describeLeaseView(view: LeaseView): string {
  const held = `${view.released ? 'stopped: ' : ''}pid ${view.pid} on ${view.host}, lease epoch ${view.epoch} (holder ${view.holder}) since ${view.since}`;
  const from = view.took_over;
  if (from === null) return held;
  const why = {
    released: 'which stopped cleanly',
    gone: 'which was no longer running',
    copied: 'whose lease came with a copy of the project',
    stale: 'which stopped renewing',
  }[from.reason];
  return `${held}; ${from.by_standby ? 'a standby that ' : ''}took over from pid ${from.from_pid} on ${from.from_host} (epoch ${from.from_epoch}), ${why}`;
}

const EPOCH_FILE = /^epoch-([1-9][0-9]{0,15})\.json$/;

/** The file name of an epoch, inside the lease folder. */
/**
 * A daemon of epoch `own` that finds a file written by `seen` has been superseded when `seen` is
 * higher: a later holder wrote it, so this one must write nothing more (a second fence, beside the
 * lease's own renewals, for a daemon whose renewals had not noticed yet).
 */
export function supersededBy(own: number, seen: number | undefined): boolean {
  return seen !== undefined && seen > own;
}

export function epochFileName(epoch: number): string {
  return `epoch-${epoch}.json`;
}

/** The epoch a lease folder entry names, or null for anything else (temps, strays). */
export function epochOfFileName(name: string): number | null {
  const match = EPOCH_FILE.exec(name);
  return match ? Number(match[1]) : null;
}

/** The highest epoch among a lease folder's entries; 0 when there is none. */
export function highestEpoch(names: Iterable<string>): number {
  let highest = 0;
  for (const name of names) highest = Math.max(highest, epochOfFileName(name) ?? 0);
  return highest;
}

/** The file a takeover creates exclusively, given the highest epoch seen. */
export function nextEpochFile(highest: number): string {
  return epochFileName(highest + 1);
}

/**
 * Epoch files the holder of `ownEpoch` may remove: those more than `keep` below it. A contender
 * whose listing is behind tries to create an epoch that still exists and loses; pruning only far
 * below the current one keeps that true for any listing less than `keep` takeovers old.
 */
export function prunableEpochs(names: Iterable<string>, ownEpoch: number, keep: number): string[] {
  return [...names].filter((name) => {
    const epoch = epochOfFileName(name);
    return epoch !== null && epoch < ownEpoch - keep;
  });
}

/** One fresh read of the current lease by an observer, stamped with the observer's monotonic clock. */
export interface LeaseObservation {
  /** What identifies a renewal: epoch, holder and counter; null when the file could not be read or parsed. */
  record: Pick<LeaseRecord, 'epoch' | 'holder' | 'counter' | 'ttl_ms' | 'released'> | null;
  /** The observer's monotonic time (ms) when the read began. */
  at: number;
  /** When it ended, if later: what a read returns may be as new as its end, so a new renewal's watch starts there. */
  endedAt?: number;
}

/** The run of identical observations the judge keeps: the same renewal seen from `firstAt` to `lastAt`. */
export interface LeaseRun {
  token: string;
  firstAt: number;
  lastAt: number;
  ttlMs: number;
  released: boolean;
}

export type LeaseVerdict = { kind: 'released' } | { kind: 'stale'; unchangedMs: number } | { kind: 'live'; staleInMs: number } | { kind: 'unknown' };

/** Folds one observation into the run: a different epoch, holder or counter starts a new run. Unreadable reads change nothing. */
export function observeLease(run: LeaseRun | null, observation: LeaseObservation): LeaseRun | null {
  const { record, at } = observation;
  if (record === null) return run;
  const token = `${record.epoch}\u0000${record.holder}\u0000${record.counter}`;
  // Counted short on both ends: from the end of the first read that saw it to the start of the last.
  if (run && run.token === token) return { ...run, lastAt: Math.max(run.lastAt, at), released: record.released };
  const from = Math.max(at, observation.endedAt ?? at);
  return { token, firstAt: from, lastAt: from, ttlMs: record.ttl_ms, released: record.released };
}

/**
 * Stale only when two reads at least the ttl apart by the observer's clock saw the same renewal.
 * The time since the last read does not count: an observer that did not look (stopped, busy)
 * knows nothing about what happened meanwhile. The ttl is the longer of the holder's and ours, so
 * a holder with a longer ttl (renewing less often) is never judged by a shorter one.
 */
export function judgeLease(run: LeaseRun | null, ownTtlMs: number): LeaseVerdict {
  if (run === null) return { kind: 'unknown' };
  if (run.released) return { kind: 'released' };
  const ttl = Math.max(ownTtlMs, run.ttlMs);
  const unchangedMs = run.lastAt - run.firstAt;
  return unchangedMs >= ttl ? { kind: 'stale', unchangedMs } : { kind: 'live', staleInMs: ttl - unchangedMs };
}

/** `judgeLease` over a whole sequence of observations, oldest first. */
export function judgeObservations(observations: readonly LeaseObservation[], ownTtlMs: number): LeaseVerdict {
  let run: LeaseRun | null = null;
  for (const observation of observations) run = observeLease(run, observation);
  return judgeLease(run, ownTtlMs);
}

/** When the holder last renewed, by its monotonic clock and, for a suspended machine, its wall clock. */
export interface RenewalTimes {
  monotonic: number;
  wall: number;
}

/**
 * Whether the holder may still write: its last successful renewal is less than half the ttl ago.
 * The monotonic clock keeps counting through SIGSTOP; it stops during a machine's suspend, which
 * the wall clock sees, so either one past the limit fences. A wall clock set back counts as no time.
 */
export function holdsLease(last: RenewalTimes, now: RenewalTimes, ttlMs: number): boolean {
  const limit = ttlMs / 2;
  return now.monotonic - last.monotonic < limit && now.wall - last.wall < limit;
}

/** Renewals run this often: three may fail or come late before the holder fences itself at ttl/2. */
export function renewIntervalMs(ttlMs: number): number {
  return Math.max(1, Math.floor(ttlMs / 8));
}

/** A standby reads the lease this often, so it takes over within ttl plus one of these. */
export function watchIntervalMs(ttlMs: number): number {
  return Math.max(1, Math.floor(ttlMs / 10));
}
