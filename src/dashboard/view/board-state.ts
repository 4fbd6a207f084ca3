import type { Diagnostic } from '../../../protocol/diagnostic.js';
import type { LeaseView } from '../../../protocol/lease.js';
import type { Card, DeltaMessage, Extras, StreamMessage, WorkerWire } from '../wire.js';

/**
 * The page's copy of the board, rebuilt from a snapshot and moved forward by deltas. Pure: the
 * page and the tests drive it the same way. A delta that does not follow the last one exactly
 * (a gap, another daemon run) is not applied; the caller reconnects and gets a snapshot.
 */
export interface BoardState {
  boot: string;
  seq: number;
  project: string;
  /** The serving daemon's lease; null without one. */
  lease?: LeaseView | null;
  /** Server time minus page time at the last message, so countdowns follow the daemon's clock. */
  clockOffset: number;
  cards: ReadonlyMap<string, Card>;
  recent: readonly Card[];
  workers: Readonly<Record<string, WorkerWire>>;
  rejected: ReadonlyMap<string, Diagnostic[]>;
  extras: Extras;
}

export type Applied = { kind: 'applied'; state: BoardState } | { kind: 'unchanged' } | { kind: 'resync'; reason: string };

/** Timeline memory: how many finished stories the page keeps. */
export const RECENT_LIMIT = 1000;

export function applyMessage(state: BoardState | null, message: StreamMessage, pageNow: number): Applied {
  if (message.type === 'snapshot') {
    return {
      kind: 'applied',
      state: {
        boot: message.boot,
        seq: message.seq,
        project: message.project,
        lease: message.lease ?? null,
        clockOffset: message.now - pageNow,
        cards: new Map(message.cards.map((card) => [card.id, card])),
        recent: message.recent.slice(-RECENT_LIMIT),
        workers: message.workers,
        rejected: new Map(message.rejected.map((item) => [item.file, item.errors])),
        extras: message.extras,
      },
    };
  }
  if (state === null) return { kind: 'resync', reason: 'no snapshot yet' };
  if (message.boot !== state.boot) return { kind: 'resync', reason: 'the daemon restarted' };
  if (message.type === 'ping') {
    if (message.seq > state.seq) return { kind: 'resync', reason: `missed changes ${state.seq + 1}..${message.seq}` };
    return { kind: 'applied', state: { ...state, clockOffset: message.now - pageNow } };
  }
  if (message.seq <= state.seq) return { kind: 'unchanged' };
  if (message.seq !== state.seq + 1) return { kind: 'resync', reason: `missed changes ${state.seq + 1}..${message.seq - 1}` };
  return { kind: 'applied', state: applyDelta(state, message, pageNow) };
}

function applyDelta(state: BoardState, delta: DeltaMessage, pageNow: number): BoardState {
  const next: BoardState = { ...state, seq: delta.seq, clockOffset: delta.now - pageNow };
  if (delta.cards || delta.removed) {
    const cards = new Map(state.cards);
    for (const id of delta.removed ?? []) cards.delete(id);
    for (const card of delta.cards ?? []) cards.set(card.id, card);
    next.cards = cards;
  }
  if (delta.workers) next.workers = delta.workers;
  if (delta.rejected || delta.unrejected) {
    const rejected = new Map(state.rejected);
    for (const file of delta.unrejected ?? []) rejected.delete(file);
    for (const item of delta.rejected ?? []) rejected.set(item.file, item.errors);
    next.rejected = rejected;
  }
  if (delta.recent) next.recent = [...state.recent, ...delta.recent].slice(-RECENT_LIMIT);
  if (delta.extras) next.extras = { ...state.extras, ...delta.extras };
  return next;
}
