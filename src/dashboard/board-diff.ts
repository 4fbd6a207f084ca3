import type { RejectedEntry, TaskEntry, WorkerEntry } from '../../protocol/tracking.js';
import type { TrackedState } from '../daemon/services.js';
import { cardOf, workerWireOf } from './cards.js';
import type { Card, RejectedWire, WorkerWire } from './wire.js';

export interface BoardChanges {
  cards: Card[];
  removed: string[];
  workers: Record<string, WorkerWire> | null;
  rejected: RejectedWire[];
  unrejected: string[];
}

interface Sent {
  entry: TaskEntry;
  json: string;
}

/**
 * Remembers what the page was last sent and finds what changed since. The store replaces an
 * entry object only when its content changed, so comparing references finds every change in one
 * pass over 10,000 entries without serialising any of them; only changed cards are rebuilt.
 */
export class BoardDiff {
  private readonly tasks = new Map<string, Sent>();
  private workers: Record<string, WorkerEntry> | null = null;
  private readonly rejected = new Map<string, RejectedEntry>();

  /** What changed since the last call (the first call reports everything); null when nothing did. */
  next(source: TrackedState): BoardChanges | null {
    const changes: BoardChanges = { cards: [], removed: [], workers: null, rejected: [], unrejected: [] };
    let count = 0;
    for (const [id, entry] of source.values()) {
      count += 1;
      const sent = this.tasks.get(id);
      if (sent?.entry === entry) continue;
      const card = cardOf(id, entry);
      const json = JSON.stringify(card);
      this.tasks.set(id, { entry, json });
      if (sent?.json !== json) changes.cards.push(card);
    }
    if (count !== this.tasks.size) {
      // Something was dropped: only then is a set of the current ids worth building.
      const seen = new Set<string>();
      for (const [id] of source.values()) seen.add(id);
      for (const id of this.tasks.keys()) {
        if (seen.has(id)) continue;
        this.tasks.delete(id);
        changes.removed.push(id);
      }
    }
    const workers = source.getWorkers();
    if (workers !== this.workers) {
      this.workers = workers;
      changes.workers = workersWire(workers);
    }
    this.diffRejected(source, changes);
    const empty = changes.cards.length + changes.removed.length + changes.rejected.length + changes.unrejected.length === 0 && changes.workers === null;
    return empty ? null : changes;
  }

  /** The cards as last sent, each already serialised, for building a snapshot cheaply. */
  cardJson(): IterableIterator<string> {
    return (function* (tasks) {
      for (const sent of tasks.values()) yield sent.json;
    })(this.tasks);
  }

  currentWorkers(): Record<string, WorkerWire> {
    return workersWire(this.workers ?? {});
  }

  currentRejected(): RejectedWire[] {
    return [...this.rejected].map(([file, entry]) => ({ file, errors: entry.errors }));
  }

  private diffRejected(source: TrackedState, changes: BoardChanges): void {
    const seen = new Set<string>();
    for (const [file, entry] of source.rejectedEntries()) {
      seen.add(file);
      if (this.rejected.get(file) === entry) continue;
      this.rejected.set(file, entry);
      changes.rejected.push({ file, errors: entry.errors });
    }
    for (const file of this.rejected.keys()) {
      if (seen.has(file)) continue;
      this.rejected.delete(file);
      changes.unrejected.push(file);
    }
  }
}

function workersWire(workers: Record<string, WorkerEntry>): Record<string, WorkerWire> {
  return Object.fromEntries(Object.entries(workers).map(([name, worker]) => [name, workerWireOf(worker)]));
}
