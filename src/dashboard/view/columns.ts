import type { Card } from '../wire.js';

/** The board's columns, in the order a story moves through them, then the ones that need a person. */
export const COLUMNS = [
  { key: 'submitted', title: 'Submitted', glyph: '○' },
  { key: 'picked_up', title: 'Picked up', glyph: '◐' },
  { key: 'handed_off', title: 'Handed off', glyph: '●' },
  { key: 'orphaned', title: 'Orphaned', glyph: '⊘' },
  { key: 'timed_out', title: 'Timed out', glyph: '◷' },
  { key: 'escalated', title: 'Escalated', glyph: '⚑' },
  { key: 'invalid', title: 'Invalid', glyph: '✕' },
  { key: 'blocked', title: 'Blocked', glyph: '⊖' },
] as const;
export type ColumnKey = (typeof COLUMNS)[number]['key'];

/**
 * Where a card sits; null for a confirmed story on its way out of tracking. Blocked: a story still
 * waiting for a worker whose dependencies are not handed off yet, or a handoff that says blocked.
 */
export function columnOf(card: Card): ColumnKey | null {
  if (card.state === 'confirmed') return null;
  if (card.state === 'submitted' && card.blockedBy) return 'blocked';
  if (card.state === 'handed_off' && card.handoff?.status === 'blocked') return 'blocked';
  return card.state;
}

/** The story's state in words, as its column says it: a handoff that says blocked reads "blocked", not "handed off". */
export function stateLabel(card: Card): string {
  return columnOf(card) === 'blocked' ? 'blocked' : card.state.replace('_', ' ');
}

/** When the story entered the state it is shown in. */
export function sinceOf(card: Card): number | undefined {
  switch (card.state) {
    case 'submitted':
    case 'invalid':
      return card.submitted;
    case 'picked_up':
      return card.picked;
    case 'handed_off':
      return card.completed;
    case 'orphaned':
      return card.orphaned;
    case 'timed_out':
      return card.timedOut;
    case 'escalated':
      return card.escalated;
    case 'confirmed':
      return card.confirmed;
  }
}

/**
 * Cards by column. Stories still running show the nearest deadline first (what is about to be
 * orphaned or time out); the others show the newest first.
 */
export function groupColumns(cards: Iterable<Card>): Record<ColumnKey, Card[]> {
  const groups = Object.fromEntries(COLUMNS.map((column) => [column.key, [] as Card[]])) as Record<ColumnKey, Card[]>;
  for (const card of cards) {
    const key = columnOf(card);
    if (key) groups[key].push(card);
  }
  for (const column of COLUMNS) {
    const list = groups[column.key];
    if (column.key === 'submitted' || column.key === 'picked_up') list.sort(byDeadline);
    else list.sort(byNewest);
  }
  return groups;
}

function byDeadline(a: Card, b: Card): number {
  const da = a.deadline ?? Number.MAX_SAFE_INTEGER;
  const db = b.deadline ?? Number.MAX_SAFE_INTEGER;
  return da !== db ? da - db : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function byNewest(a: Card, b: Card): number {
  const sa = sinceOf(a) ?? 0;
  const sb = sinceOf(b) ?? 0;
  return sa !== sb ? sb - sa : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
