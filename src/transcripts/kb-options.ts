import { parseDuration } from '../../protocol/durations.js';
import { KB_DEFAULT_LIMIT, KB_MAX_LIMIT } from '../../protocol/exchange.js';
import { ForgeError } from '../errors.js';

/** Checks of the `forge kb` options, at the CLI edge. */
export function parseLimit(value: string | undefined): number {
  if (value === undefined) return KB_DEFAULT_LIMIT;
  const limit = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= KB_MAX_LIMIT)) throw new ForgeError('usage', `--limit takes a whole number from 1 to ${KB_MAX_LIMIT}, got "${value}"`);
  return limit;
}

/** `--since 24h` (a duration back from now) or `--since 2026-04-01T00:00:00Z`; null when absent. */
export function parseSince(value: string | undefined, now: number): number | null {
  if (value === undefined) return null;
  const duration = parseDuration(value);
  if (duration !== null) return now - duration;
  const at = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isFinite(at)) return at;
  throw new ForgeError('usage', `--since takes a duration like 24h, 7d or 30m, or an ISO time, got "${value}"`);
}
