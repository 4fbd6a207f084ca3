import type { Config } from './config.js';
import type { Diagnostic } from './diagnostic.js';
import { toIso } from './timestamps.js';

/**
 * Deadlines run from times other parties write (`submitted_at` by the dispatcher, a claim's `at`
 * by the worker), each by its own host's clock. A writer 30 s ahead would make a deadline fire
 * 30 s late, one 30 s behind would fire it the moment the file is seen. So the daemon also keeps
 * its own time for each step: when it first saw it. The written time counts when it agrees with
 * that sight; when it is later than the sight (the writer is ahead) or earlier by more than the
 * tolerance (the writer is behind), the sight counts instead and the story says so.
 */

/** How far before its sight a written time may be and still be believed: writing, event delivery, one poll and a reconcile's start. */
export const SKEW_GRACE_MS = 5_000;

export function skewToleranceMs(config: Config): number {
  return SKEW_GRACE_MS + config.daemon.poll_interval;
}

/**
 * The daemon's time for a step it sees for the first time, in a look asked for at `seenAt`. A sight is only as good as the
 * watch behind it: `sightsSince` is when this daemon's watches came up (null when it does not
 * watch, as in a one-shot run). A file that claims to be older than that may simply have been
 * there before the daemon started, so its sight says nothing more than "no later than now".
 */
export function firstSight(written: number, seenAt: number, sightsSince: number | null, toleranceMs: number): number {
  if (sightsSince !== null && written >= sightsSince - toleranceMs) return seenAt;
  return Math.min(written, seenAt);
}

/** The time a deadline runs from, and the skew that made the daemon set the written time aside (null when it did not). */
export function trustedStart(written: number, seen: number, toleranceMs: number): { at: number; skewMs: number | null } {
  const skewMs = written - seen;
  if (skewMs > 0 || skewMs < -toleranceMs) return { at: seen, skewMs: Math.abs(skewMs) > toleranceMs ? skewMs : null };
  return { at: written, skewMs: null };
}

/** The warning on a story whose written time was set aside: the file, the field, and how far off it was. */
export function skewDiagnostic(file: string, field: string, written: number, seen: number, skewMs: number, toleranceMs: number): Diagnostic {
  const seconds = (Math.abs(skewMs) / 1000).toFixed(1);
  return {
    code: 'clock_skew',
    file,
    field,
    expected: `a time within ${toleranceMs / 1000} s before the daemon first saw it (${toIso(seen)}); the deadline runs from that sight`,
    got: `${toIso(written)}, ${seconds} s ${skewMs > 0 ? 'ahead of' : 'behind'} the daemon's clock`,
  };
}

/** When the daemon first saw a step and when the step's deadline runs from. */
export interface StepTime {
  seen: number;
  at: number;
  skewMs: number | null;
}

/**
 * The time of one step (a submission, a claim) written as `written`. `previous` is what the last
 * decision recorded for the step: its written time and the daemon's sight (absent when the two
 * were the same). A step whose written time changed since is a new step, seen at `seenAt`.
 */
export function stepTime(
  written: string,
  previous: { written: string | null | undefined; seen: string | undefined } | null,
  seenAt: number,
  sightsSince: number | null,
  toleranceMs: number,
): StepTime {
  const at = Date.parse(written);
  const kept = previous && previous.written === written ? Date.parse(previous.seen ?? written) : null;
  const seen = kept ?? firstSight(at, seenAt, sightsSince, toleranceMs);
  return { seen, ...trustedStart(at, seen, toleranceMs) };
}
