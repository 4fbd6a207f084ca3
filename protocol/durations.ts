import { z } from 'zod';

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/;

/** Parses "1500ms", "30s", "5m", "2h", "1d", or a plain number of seconds. Returns null when it is none of these. */
export function parseDuration(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 1000) : null;
  const trimmed = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const match = DURATION.exec(trimmed);
  if (!match) return null;
  return Math.round(Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]);
}

/** A duration field in config: accepts the string or number forms and yields milliseconds. */
export const Duration = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const ms = parseDuration(value);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: 'a duration like "5m", "30s", "1500ms", "2h" or a number of seconds' });
    return z.NEVER;
  }
  return ms;
});

export function formatDuration(ms: number): string {
  if (ms % 3_600_000 === 0 && ms >= 3_600_000) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0 && ms >= 60_000) return `${ms / 60_000}m`;
  if (ms % 1000 === 0 && ms >= 1000) return `${ms / 1000}s`;
  return `${ms}ms`;
}
