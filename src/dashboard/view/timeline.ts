import type { Card } from '../wire.js';

export type MarkKind = 'orphaned' | 'timed_out' | 'escalated';

export interface Bar {
  id: string;
  /** When the story waited for a worker (from submission to pickup or orphaning). */
  queued?: { start: number; end: number };
  /** From pickup to handoff (or to now while still running, or to its timeout or escalation). */
  worked?: { start: number; end: number; open: boolean };
  marks: Array<{ kind: MarkKind; at: number }>;
}

export interface TimelineRow {
  agent: string;
  bars: Bar[];
}

/** The newest stories drawn per worker; older ones within the window are only counted. */
export const BARS_PER_WORKER = 150;

/**
 * Per worker, the stories that touched the last `windowMs`: a bar from pickup to handoff with
 * marks where a story was orphaned, timed out or escalated.
 */
export function timelineRows(
  cards: Iterable<Card>,
  recent: readonly Card[],
  agents: readonly string[],
  now: number,
  windowMs: number,
): Array<TimelineRow & { hidden: number }> {
  const from = now - windowMs;
  const byAgent = new Map<string, Bar[]>(agents.map((agent) => [agent, []]));
  const seen = new Set<string>();
  const add = (card: Card) => {
    if (seen.has(card.id)) return;
    seen.add(card.id);
    const bar = barOf(card, now);
    const end = Math.max(bar.worked?.end ?? 0, bar.queued?.end ?? 0, ...bar.marks.map((mark) => mark.at));
    if (end < from) return;
    const list = byAgent.get(card.agent) ?? [];
    list.push(bar);
    byAgent.set(card.agent, list);
  };
  for (const card of cards) add(card);
  for (let i = recent.length - 1; i >= 0; i -= 1) add(recent[i]!);
  return [...byAgent.keys()].sort().map((agent) => {
    const bars = byAgent.get(agent)!.sort((a, b) => startOf(b) - startOf(a));
    return { agent, bars: bars.slice(0, BARS_PER_WORKER), hidden: Math.max(0, bars.length - BARS_PER_WORKER) };
  });
}

function barOf(card: Card, now: number): Bar {
  const bar: Bar = { id: card.id, marks: [] };
  if (card.submitted !== undefined) {
    const end = card.picked ?? card.orphaned ?? (card.state === 'submitted' ? now : card.submitted);
    if (end > card.submitted) bar.queued = { start: card.submitted, end };
  }
  if (card.picked !== undefined) {
    const finished = card.completed ?? card.timedOut ?? card.escalated ?? card.confirmed;
    bar.worked = { start: card.picked, end: finished ?? now, open: finished === undefined };
  }
  if (card.orphaned !== undefined) bar.marks.push({ kind: 'orphaned', at: card.orphaned });
  if (card.timedOut !== undefined) bar.marks.push({ kind: 'timed_out', at: card.timedOut });
  if (card.escalated !== undefined) bar.marks.push({ kind: 'escalated', at: card.escalated });
  return bar;
}

function startOf(bar: Bar): number {
  return bar.queued?.start ?? bar.worked?.start ?? bar.marks[0]?.at ?? 0;
}
