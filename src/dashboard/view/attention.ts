import type { Diagnostic } from '../../../protocol/diagnostic.js';
import type { BoardState } from './board-state.js';
import type { WorkerRow } from './worker-rows.js';

export type AttentionKind = 'escalated' | 'invalid' | 'rejected' | 'handoff' | 'stalled';

export interface AttentionItem {
  kind: AttentionKind;
  /** The story, when there is one; rejected files have none. */
  id?: string;
  file?: string;
  agent?: string;
  at?: number;
  diagnostics: Diagnostic[];
  /** Heimdall audit lines behind an escalation. */
  lines: string[];
}

/** Items shown before the panel says how many more there are. */
export const ATTENTION_SHOWN = 50;

/**
 * What needs a person, most serious first: escalations (with the audit lines behind them),
 * invalid task files and files that cannot be tracked (with their diagnostics), handoffs that
 * failed validation, then stalled workers.
 */
export function attentionItems(state: BoardState, workers: readonly WorkerRow[]): { items: AttentionItem[]; total: number } {
  const escalated: AttentionItem[] = [];
  const invalid: AttentionItem[] = [];
  const handoff: AttentionItem[] = [];
  for (const card of state.cards.values()) {
    if (card.state === 'escalated')
      escalated.push({ kind: 'escalated', id: card.id, agent: card.agent, ...at(card.escalated), diagnostics: [], lines: state.extras.audit[card.id] ?? [] });
    else if (card.state === 'invalid')
      invalid.push({ kind: 'invalid', id: card.id, agent: card.agent, ...at(card.submitted), diagnostics: card.errors ?? [], lines: [] });
    else if (card.errors && card.errors.length > 0) handoff.push({ kind: 'handoff', id: card.id, agent: card.agent, diagnostics: card.errors, lines: [] });
  }
  const rejected: AttentionItem[] = [...state.rejected].map(([file, diagnostics]) => ({ kind: 'rejected', file, diagnostics, lines: [] }));
  const stalled: AttentionItem[] = workers
    .filter((row) => row.status === 'stalled')
    .map((row) => ({ kind: 'stalled', agent: row.name, ...(row.current ? { id: row.current } : {}), ...at(row.since), diagnostics: [], lines: [] }));
  const newest = (a: AttentionItem, b: AttentionItem) => (b.at ?? 0) - (a.at ?? 0) || ((a.id ?? a.file ?? '') < (b.id ?? b.file ?? '') ? -1 : 1);
  rejected.sort((a, b) => (a.file! < b.file! ? -1 : 1));
  const all = [...escalated.sort(newest), ...invalid.sort(newest), ...rejected, ...handoff.sort(newest), ...stalled];
  return { items: all.slice(0, ATTENTION_SHOWN), total: all.length };
}

function at(ms: number | undefined): { at?: number } {
  return ms === undefined ? {} : { at: ms };
}
