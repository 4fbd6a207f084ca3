import { z } from 'zod';

/** ISO 8601 date-time with a zone (`Z` or an offset), as every timestamp of ipc-v1 is. */
export const IsoTime = z.iso.datetime({ offset: true, message: 'an ISO 8601 date-time with a zone, like 2026-04-01T12:34:00Z' });

export function toIso(ms: number): string {
  return new Date(ms).toISOString();
}

export function fromIso(value: string): number {
  return Date.parse(value);
}

/** The earliest of the given times, ignoring the missing ones; null when none is given. */
export function earliest(...times: Array<number | null | undefined>): number | null {
  let best: number | null = null;
  for (const t of times) if (t !== null && t !== undefined && (best === null || t < best)) best = t;
  return best;
}
