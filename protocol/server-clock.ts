import { z } from 'zod';

/**
 * How far this host's wall clock is from the file server's. A file server stamps a file's mtime
 * by its own clock when the data reaches it, so a file written between two readings of the local
 * clock (`before`, `after`) was stamped at a server time that, by the server's clock, fell in that
 * interval: the offset (server minus local) lies in [mtime - after, mtime - before], widened by
 * `slackMs` for the resolution of the clock readings and of the file's timestamps. No clock of
 * another host is believed: the only times used are this host's and one the server wrote.
 */

/** Beyond this the daemon warns: times it writes and reads are off by that much to other hosts (issue #30, "about 2 s"). */
export const SERVER_CLOCK_LIMIT_MS = 2_000;

/** The holder's last measurement, as its lease file records it (written at the renewal after the one measured). */
export const ServerClock = z.object({
  offset_ms: z.number().describe("the file server's clock minus the holder's: positive when the server is ahead; the middle of the interval below"),
  uncertainty_ms: z.number().nonnegative().describe('half the width of the interval the offset is known to lie in'),
  measured_at: z.string().describe("when, by the holder's clock"),
});
export type ServerClock = z.infer<typeof ServerClock>;

/** One write of a file: the local wall clock just before and just after, and the mtime the server gave it. */
export interface ServerClockSample {
  before: number;
  after: number;
  mtime: number;
}

export interface ServerClockOffset {
  offsetMs: number;
  uncertaintyMs: number;
}

export function serverClockOffset(sample: ServerClockSample, slackMs: number): ServerClockOffset {
  const low = sample.mtime - sample.after - slackMs;
  const high = sample.mtime - sample.before + slackMs;
  return { offsetMs: (low + high) / 2, uncertaintyMs: (high - low) / 2 };
}

/**
 * `skewed` only when the whole interval lies beyond the limit, `agrees` only when it lies within;
 * a write slow enough to leave it straddling the limit (`unknown`) tells nothing either way.
 */
export type ServerClockVerdict = 'agrees' | 'skewed' | 'unknown';

export function judgeServerClock(offset: ServerClockOffset, limitMs: number = SERVER_CLOCK_LIMIT_MS): ServerClockVerdict {
  const low = offset.offsetMs - offset.uncertaintyMs;
  const high = offset.offsetMs + offset.uncertaintyMs;
  if (low > limitMs || high < -limitMs) return 'skewed';
  if (low >= -limitMs && high <= limitMs) return 'agrees';
  return 'unknown';
}

/**
 * What a measurement changes in what the daemon last said: one warning when it becomes skewed,
 * one line when it agrees again, nothing otherwise (an unknown keeps the last word).
 */
export function serverClockNews(said: 'agrees' | 'skewed', verdict: ServerClockVerdict): 'warn' | 'back' | null {
  if (verdict === 'skewed' && said !== 'skewed') return 'warn';
  if (verdict === 'agrees' && said === 'skewed') return 'back';
  return null;
}

/** "the file server's clock is 30.0 s ahead of this host's (±1 ms)": for log lines and the doctor; `whose` names the other clock. */
export function describeServerClock(offset: ServerClockOffset, whose: string): string {
  const seconds = (Math.abs(offset.offsetMs) / 1000).toFixed(1);
  const side = offset.offsetMs >= 0 ? 'ahead of' : 'behind';
  return `the file server's clock is ${seconds} s ${side} ${whose} (±${formatUncertainty(offset.uncertaintyMs)})`;
}

function formatUncertainty(ms: number): string {
  return ms < 1000 ? `${Math.ceil(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function serverClockOf(record: ServerClock): ServerClockOffset {
  return { offsetMs: record.offset_ms, uncertaintyMs: record.uncertainty_ms };
}
