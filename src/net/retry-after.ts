/**
 * Retry-After as lab may give it: a number of seconds (HTTP's delta-seconds, decimals accepted)
 * or an HTTP date. Null when it is neither, or the date is already past.
 */
export function parseRetryAfter(value: unknown, now: number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 1000) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait used when lab rate-limits without saying for how long. */
  fallbackMs: number;
  /** A wait longer than this is not sat out: the caller is told to come back later. */
  maxWaitMs: number;
  sleep: (ms: number) => Promise<void>;
}

export type Attempt<T> = { kind: 'done'; value: T } | { kind: 'rate_limited'; retryAfterMs: number | null; message: string };

export type RetryOutcome<T> = { kind: 'done'; value: T } | { kind: 'gave_up'; message: string; retryAfterMs: number | null };

/**
 * Calls `attempt` until it is not rate-limited, waiting each time exactly as long as lab asked
 * (never less, so it is never hammered), within a bounded number of tries and a bounded wait.
 */
export async function withRetryAfter<T>(attempt: () => Promise<Attempt<T>>, policy: RetryPolicy): Promise<RetryOutcome<T>> {
  for (let tries = 1; ; tries++) {
    const outcome = await attempt();
    if (outcome.kind === 'done') return outcome;
    const wait = outcome.retryAfterMs ?? policy.fallbackMs;
    if (tries >= policy.attempts || wait > policy.maxWaitMs) return { kind: 'gave_up', message: outcome.message, retryAfterMs: outcome.retryAfterMs };
    await policy.sleep(wait);
  }
}
