import type { Card } from '../wire.js';

export type CountdownLevel = 'ok' | 'soon' | 'late';

export interface Countdown {
  /** ms until the deadline; negative once it has passed. */
  remaining: number;
  level: CountdownLevel;
  /** Which deadline: the orphan one while waiting for a worker, the stage one while picked up. */
  kind: 'orphan' | 'stage';
}

/** Under this share of its window left, a countdown warns. */
export const SOON_SHARE = 0.2;

/** The live countdown of a card; null when the story has no deadline running. */
export function countdownOf(card: Card, now: number): Countdown | null {
  if (card.deadline === undefined) return null;
  const start = card.state === 'picked_up' ? card.picked : card.state === 'submitted' ? card.submitted : undefined;
  if (start === undefined) return null;
  const remaining = card.deadline - now;
  const window = Math.max(1, card.deadline - start);
  const level: CountdownLevel = remaining <= 0 ? 'late' : remaining < window * SOON_SHARE ? 'soon' : 'ok';
  return { remaining, level, kind: card.state === 'picked_up' ? 'stage' : 'orphan' };
}
