/** Reconnection delays of the relay subscription: doubling from 1 s to 60 s, with jitter. */
export const RELAY_BACKOFF = { baseMs: 1_000, maxMs: 60_000 };

/**
 * The wait before reconnection attempt `attempt` (0 for the first): the doubled delay, capped,
 * then a random point in its upper half (`random` in [0, 1)), so many daemons cut off by one relay
 * restart do not all come back at the same moment.
 */
export function relayDelay(attempt: number, random: number): number {
  const ceiling = Math.min(RELAY_BACKOFF.maxMs, RELAY_BACKOFF.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
