import type { BroadcastHeader } from './broadcast-files.js';
import { modulePrefix } from './modules.js';

/**
 * The broadcasts a worker should see first: critical before the rest, then those about its own
 * module or its siblings' (same module prefix), then the newest. Everything not shown is
 * counted, so the reader knows how much more `get_broadcasts` holds.
 */
export interface RelevantBroadcasts {
  items: BroadcastHeader[];
  older: number;
  critical: number;
}

export function relevantBroadcasts(headersNewestFirst: readonly BroadcastHeader[], modules: Iterable<string>, count: number): RelevantBroadcasts {
  const prefixes = new Set([...modules].map(modulePrefix));
  const related = (header: BroadcastHeader) => (prefixes.has(modulePrefix(header.module)) ? 0 : 1);
  const critical = (header: BroadcastHeader) => (header.severity === 'critical' ? 0 : 1);
  const ranked = headersNewestFirst
    .map((header, order) => ({ header, order }))
    .sort((a, b) => critical(a.header) - critical(b.header) || related(a.header) - related(b.header) || a.order - b.order);
  const items = ranked.slice(0, count).map(({ header }) => header);
  return { items, older: headersNewestFirst.length - items.length, critical: headersNewestFirst.filter((header) => critical(header) === 0).length };
}
