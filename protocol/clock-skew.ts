import type { Config } from './config.js';
import type { Diagnostic } from './diagnostic.js';
import type { ServerClockOffset } from './server-clock.js';
import { toIso } from './timestamps.js';

/**
 * Deadlines run from times other parties write (`submitted_at` by the dispatcher, a claim's `at`
 * by the worker), each by its own host's clock. A writer 30 s ahead would make a deadline fire
 * 30 s late, one 30 s behind would fire it the moment the file is seen. So the daemon also keeps
 * its own time for each step: when it first saw it. The written time counts when it agrees with
 * that sight; when it is later than the sight (the writer is ahead) or earlier by more than the
 * tolerance (the writer is behind), the sight counts instead and the story says so.
 *
 * A third witness is the file server: it stamps a file's mtime by its own clock, which the daemon
 * knows the offset of (server-clock.ts). Converted to the daemon's clock, the mtime says when the
 * file reached the server, whoever wrote it. It is used where the writer's time is in question:
 * to tell a file that was there before the daemon's watches came up from a new one, and as the
 * start of a deadline whose written time was set aside, when it lies within the tolerance before
 * the sight (the sight lags the write by up to a poll round). Without a measured offset it is not
 * used at all: a raw mtime is by a clock the daemon does not know.
 */

/** How far before its sight a written time may be and still be believed: writing, event delivery, one poll and a reconcile's start. */
export const SKEW_GRACE_MS = 5_000;

export function skewToleranceMs(config: Config): number {
  return SKEW_GRACE_MS + config.daemon.poll_interval;
}

/**
 * How well the daemon must know the server's clock for a file's mtime to count: a conversion off by
 * more would use up most of the issue's ±2 s bound on its own. A measurement is off by its write's
 * duration (about 10 ms on a healthy mount), so only a stalled write leaves the mtime unused.
 */
export const SERVER_TIME_MAX_UNCERTAINTY_MS = 1_000;

/**
 * A file's mtime (the file server's clock) on the daemon's clock, by the offset the daemon measured
 * (server minus daemon). Null when there is no mtime, no offset, or one too uncertain to convert by.
 */
export function serverTimeOnDaemonClock(mtimeMs: number | undefined, offset: ServerClockOffset | null | undefined): number | null {
  if (mtimeMs === undefined || !offset || offset.uncertaintyMs > SERVER_TIME_MAX_UNCERTAINTY_MS) return null;
  return mtimeMs - offset.offsetMs;
}

/**
 * The daemon's time for a step it sees for the first time, in a look asked for at `seenAt`. A sight is only as good as the
 * watch behind it: `sightsSince` is when this daemon's watches came up (null when it does not
 * watch, as in a one-shot run). A file older than that may simply have been there before the
 * daemon started, so its sight says nothing more than "no later than its own time". Its own time
 * is the server's (`server`, on the daemon's clock) when known, else the one the writer wrote: a
 * writer whose clock is behind would otherwise pass its new files off as old ones.
 */
export function firstSight(written: number, seenAt: number, sightsSince: number | null, toleranceMs: number, server: number | null = null): number {
  const own = server ?? written;
  if (sightsSince !== null && own >= sightsSince - toleranceMs) return seenAt;
  return Math.min(own, seenAt);
}

/**
 * The time a deadline runs from, what it is (the written time, the server's time of the file, the
 * sight), and the skew that made the daemon set the written time aside (null when it did not).
 */
export function trustedStart(
  written: number,
  seen: number,
  toleranceMs: number,
  server: number | null = null,
): { at: number; from: StartSource; skewMs: number | null } {
  const skewMs = written - seen;
  if (skewMs <= 0 && skewMs >= -toleranceMs) return { at: written, from: 'written', skewMs: null };
  const skew = Math.abs(skewMs) > toleranceMs ? skewMs : null;
  // A later mtime is a rewrite since the sight (or a conversion a few ms off): the sight is the earlier bound.
  if (server !== null && server <= seen && server >= seen - toleranceMs) return { at: server, from: 'server', skewMs: skew };
  return { at: seen, from: 'sight', skewMs: skew };
}

export type StartSource = 'written' | 'server' | 'sight';

/** The warning on a story whose written time was set aside: the file, the field, how far off it was, and what the deadline runs from instead. */
export function skewDiagnostic(file: string, field: string, written: number, time: StepTime, toleranceMs: number): Diagnostic {
  const skewMs = time.skewMs ?? written - time.seen;
  const seconds = (Math.abs(skewMs) / 1000).toFixed(1);
  const start = time.from === 'server' ? `the file's time on the file server (${toIso(time.at)})` : 'that sight';
  return {
    code: 'clock_skew',
    file,
    field,
    expected: `a time within ${toleranceMs / 1000} s before the daemon first saw it (${toIso(time.seen)}); the deadline runs from ${start}`,
    got: `${toIso(written)}, ${seconds} s ${skewMs > 0 ? 'ahead of' : 'behind'} the daemon's clock`,
  };
}

/** When the daemon first saw a step and when the step's deadline runs from. */
export interface StepTime {
  seen: number;
  at: number;
  from: StartSource;
  skewMs: number | null;
}

/**
 * The time of one step (a submission, a claim) written as `written`. `previous` is what the last
 * decision recorded for the step: its written time and the daemon's sight (absent when the two
 * were the same). A step whose written time changed since is a new step, seen at `seenAt`.
 * `server` is the file's mtime on the daemon's clock (serverTimeOnDaemonClock), null when unknown.
 */
export function stepTime(
  written: string,
  previous: { written: string | null | undefined; seen: string | undefined } | null,
  seenAt: number,
  sightsSince: number | null,
  toleranceMs: number,
  server: number | null = null,
): StepTime {
  const at = Date.parse(written);
  const kept = previous && previous.written === written ? Date.parse(previous.seen ?? written) : null;
  const seen = kept ?? firstSight(at, seenAt, sightsSince, toleranceMs, server);
  return { seen, ...trustedStart(at, seen, toleranceMs, server) };
}
