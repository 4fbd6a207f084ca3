import type { Card, WorkerWire } from '../wire.js';

export const WORKER_DISPLAY = ['busy', 'stalled', 'idle', 'degraded', 'offline'] as const;
export type WorkerDisplay = (typeof WORKER_DISPLAY)[number];

export interface WorkerRow {
  name: string;
  status: WorkerDisplay;
  current?: string;
  /** When the worker entered the status shown. */
  since?: number;
  lastSeen?: number;
  tokens?: number;
  /** Stories of this worker that were orphaned or timed out and still wait for the lab. */
  failed: number;
  /** A managed worker's supervisor state, and why it needs a person. */
  managed?: string;
  needs?: string;
}

/**
 * The workers panel: tracking says idle, busy or offline, and the panel never contradicts it; a
 * busy worker whose story shows no sign of life is `stalled`, and an idle worker while some of
 * its stories sit orphaned or timed out is `degraded` (the lab has fallen back to running that
 * work elsewhere). An offline worker stays offline, whatever its stories.
 */
export function workerRows(
  workers: Readonly<Record<string, WorkerWire>>,
  cards: ReadonlyMap<string, Card>,
  tokens: Readonly<Record<string, number>>,
): WorkerRow[] {
  const failed = new Map<string, number>();
  for (const card of cards.values()) {
    if (card.state === 'orphaned' || card.state === 'timed_out') failed.set(card.agent, (failed.get(card.agent) ?? 0) + 1);
  }
  return Object.keys(workers)
    .sort()
    .map((name) => {
      const worker = workers[name]!;
      const task = worker.current === undefined ? undefined : cards.get(worker.current);
      const count = failed.get(name) ?? 0;
      const row: WorkerRow = { name, status: worker.status, failed: count };
      if (worker.current !== undefined) row.current = worker.current;
      if (worker.lastSeen !== undefined) row.lastSeen = worker.lastSeen;
      if (tokens[name] !== undefined) row.tokens = tokens[name];
      if (worker.managed !== undefined) row.managed = worker.managed;
      if (worker.needs !== undefined) row.needs = worker.needs;
      if (worker.status === 'busy') {
        row.status = task?.stalled ? 'stalled' : 'busy';
        const since = task?.stalled ? (task.activity ?? task.picked) : task?.picked;
        if (since !== undefined) row.since = since;
      } else {
        if (count > 0 && worker.status === 'idle') row.status = 'degraded';
        const since = worker.status === 'idle' ? worker.idleSince : worker.lastSeen;
        if (since !== undefined) row.since = since;
      }
      return row;
    });
}
