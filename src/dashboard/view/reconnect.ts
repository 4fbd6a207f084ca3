/** How long a page waits before reconnecting: 0.5 s, doubling to at most 15 s, with jitter so many tabs do not return at once. */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(15_000, 500 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + 0.5 * random));
}

/** A stream silent this long is taken for dead even if the socket looks open (a suspended laptop, a stopped daemon). */
export function staleAfter(heartbeatMs: number): number {
  return Math.round(heartbeatMs * 2.5);
}
