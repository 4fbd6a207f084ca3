import type { BroadcastWire } from '../wire.js';

const RANK = { critical: 0, warning: 1, info: 2 } as const;

/** The feed's order: critical first, then warnings, then the rest; newest first within each. */
export function orderBroadcasts(list: readonly BroadcastWire[]): BroadcastWire[] {
  return [...list].sort((a, b) => RANK[a.severity] - RANK[b.severity] || (b.created ?? 0) - (a.created ?? 0));
}
