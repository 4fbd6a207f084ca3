import { fromIso } from '../../../protocol/timestamps.js';
import { BroadcastIndex } from '../../swarm/broadcast-index.js';
import type { BroadcastWire } from '../wire.js';
import type { BroadcastSource } from './extras-reader.js';

/** The feed shows the newest this many; `forge broadcasts` pages through the rest. */
const FEED_SIZE = 50;

/**
 * The broadcasts feed, from the swarm's own index of the broadcasts folder (a listing per look,
 * and a read only of files it has not read yet).
 */
export function broadcastFeed(projectRoot: string, now: () => number, settleMs: number): BroadcastSource {
  const index = new BroadcastIndex(projectRoot, { now, settleMs });
  return async () => {
    const { headers } = await index.refresh();
    return headers.slice(0, FEED_SIZE).map((header): BroadcastWire => {
      const wire: BroadcastWire = {
        file: header.file,
        severity: header.severity,
        kind: header.kind,
        module: header.module,
        agent: header.agent,
        summary: header.summary,
      };
      if (header.story_id) wire.story = header.story_id;
      const created = fromIso(header.created_at);
      if (!Number.isNaN(created)) wire.created = created;
      return wire;
    });
  };
}
