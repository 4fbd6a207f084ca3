import type { Diagnostic } from '../../../protocol/diagnostic.js';
import { HANDOFFS_DIR, handoffFile, heartbeatFile, taskFile } from '../../../protocol/paths.js';
import { renderEssential } from '../../../protocol/render-diagnostic.js';
import { closedAsFailed, failedWayOut, wayOut } from '../../../protocol/way-out.js';
import type { Card } from '../wire.js';
import type { BoardState } from './board-state.js';
import { exitText, type WorkerRow } from './worker-rows.js';

export type AttentionKind =
  | 'escalated'
  | 'failed'
  | 'needs_input'
  | 'invalid'
  | 'rejected'
  | 'handoff'
  | 'unserved'
  | 'timed_out'
  | 'failed_story'
  | 'orphaned'
  | 'warning'
  | 'stalled';

export interface AttentionItem {
  kind: AttentionKind;
  /** The story, when there is one; rejected files and worker items have none. */
  id?: string;
  file?: string;
  agent?: string;
  at?: number;
  /** One short line a person reads first: what happened and, where there is one, the way out. */
  text: string;
  /** Shown on hover: the file the item is about (relative to the project root), or a worker's whole reason. */
  hover?: string;
  diagnostics: Diagnostic[];
  /** Heimdall audit lines behind an escalation. */
  lines: string[];
}

/** Items shown before the panel says how many more there are. */
export const ATTENTION_SHOWN = 50;

/** A short line stops at its first line break and at this many characters. */
const SHORT = 120;

/**
 * What needs a person, most serious first: escalations (with the audit lines behind them),
 * managed workers that failed (a crash loop) or wait for a person, invalid task files and files
 * that cannot be tracked (with their diagnostics), handoffs that failed validation, stories whose
 * review chain needs a review no roster worker takes (they stop at handed_off), stories that
 * timed out, stories closed as failed lately (from the ledger: they left the board, and only a
 * person runs them again), orphaned stories, task files with a likely mistake (a misspelt key, an
 * agent in no roster: the task runs, so this never hides the story's other item), then stalled
 * workers. Each story item says what to do.
 */
export function attentionItems(state: BoardState, workers: readonly WorkerRow[]): { items: AttentionItem[]; total: number } {
  const byKind = new Map<AttentionKind, AttentionItem[]>();
  const add = (item: AttentionItem) => {
    const items = byKind.get(item.kind);
    if (items) items.push(item);
    else byKind.set(item.kind, [item]);
  };
  for (const card of state.cards.values()) {
    // A valid story's diagnostics are its handoff's refusals, or warnings about its task file.
    const handoffErrors = (card.errors ?? []).filter((d) => d.file.startsWith(`${HANDOFFS_DIR}/`));
    const unserved = (card.errors ?? []).filter((d) => d.code === 'unserved_review');
    const warnings = (card.errors ?? []).filter((d) => !d.file.startsWith(`${HANDOFFS_DIR}/`) && d.code !== 'unserved_review');
    const story = { id: card.id, agent: card.agent, hover: taskFile(card.agent, card.id), lines: [] as string[], diagnostics: [] as Diagnostic[] };
    if (card.state === 'escalated')
      add({
        ...story,
        kind: 'escalated',
        ...at(card.escalated),
        text: `Heimdall stopped a command of ${card.agent} and asks a person to decide: ${afterColon(card)}`,
        lines: state.extras.audit[card.id] ?? [],
      });
    else if (card.state === 'invalid')
      add({
        ...story,
        kind: 'invalid',
        ...at(card.submitted),
        text: 'the task file does not validate: fix it and save, the daemon reads it again',
        diagnostics: card.errors ?? [],
      });
    else if (handoffErrors.length > 0)
      add({
        ...story,
        kind: 'handoff',
        hover: handoffErrors[0]!.file,
        text: `the handoff of ${card.agent} does not validate: it must be written again`,
        diagnostics: handoffErrors,
      });
    else if (card.state === 'timed_out') add({ ...story, kind: 'timed_out', ...at(card.timedOut), text: timedOutText(card) });
    else if (card.state === 'orphaned')
      add({ ...story, kind: 'orphaned', ...at(card.orphaned), text: `${card.agent} never picked it up before the orphan deadline: ${afterColon(card)}` });
    if (unserved.length > 0)
      add({
        ...story,
        kind: 'unserved',
        ...at(card.completed ?? card.submitted),
        text:
          card.state === 'handed_off'
            ? `handed off, and waits for a review no roster worker takes: add a worker for it, or forge confirm --story ${card.id}`
            : 'its review chain needs a review no roster worker takes: add a worker for it before the story is handed off',
        diagnostics: unserved,
      });
    if (card.state !== 'invalid' && warnings.length > 0)
      add({ ...story, kind: 'warning', ...at(card.submitted), hover: warnings[0]!.file, text: short(renderEssential(warnings[0]!)), diagnostics: warnings });
  }
  const failedSeen = new Set<string>();
  for (const card of state.recent) {
    if (state.cards.has(card.id) || failedSeen.has(card.id) || !closedAsFailed(card.handoff)) continue;
    failedSeen.add(card.id);
    add({
      kind: 'failed_story',
      id: card.id,
      agent: card.agent,
      ...at(card.confirmed),
      hover: handoffFile(card.id, card.handoff!.kind),
      text: failedWayOut(card.id, { agent: card.agent, stage: card.stage, timedOut: card.timedOut !== undefined, handoff: card.handoff! }),
      diagnostics: [],
      lines: [],
    });
  }
  for (const [file, diagnostics] of [...state.rejected].sort(([a], [b]) => (a < b ? -1 : 1))) {
    add({ kind: 'rejected', file, hover: file, text: 'the daemon cannot track this file: rename or fix it', diagnostics, lines: [] });
  }
  for (const row of workers) {
    const worker = { agent: row.name, ...(row.current ? { id: row.current } : {}), diagnostics: [], lines: [] };
    if (row.managed === 'failed')
      add({ ...worker, kind: 'failed', ...at(row.lastExit?.at), text: short(row.needs ?? 'it kept exiting and is not restarted'), hover: failedHover(row) });
    else if (row.managed === 'needs_input')
      add({
        ...worker,
        kind: 'needs_input',
        ...at(row.since),
        text: short(row.needs ?? 'it waits for a person'),
        hover: row.needs ?? `forge attach ${row.name}`,
      });
    if (row.status === 'stalled')
      add({
        ...worker,
        kind: 'stalled',
        ...at(row.since),
        text: `no sign of life from ${row.name} while it holds ${row.current ?? 'a story'}`,
        hover: heartbeatFile(row.name),
      });
  }
  const newest = (a: AttentionItem, b: AttentionItem) => (b.at ?? 0) - (a.at ?? 0) || ((a.id ?? a.file ?? '') < (b.id ?? b.file ?? '') ? -1 : 1);
  const all = ORDER.flatMap((kind) => {
    const items = byKind.get(kind) ?? [];
    return NEWEST_FIRST.has(kind) ? items.sort(newest) : items;
  });
  return { items: all.slice(0, ATTENTION_SHOWN), total: all.length };
}

const ORDER: readonly AttentionKind[] = [
  'escalated',
  'failed',
  'needs_input',
  'invalid',
  'rejected',
  'handoff',
  'unserved',
  'timed_out',
  'failed_story',
  'orphaned',
  'warning',
  'stalled',
];
/** Story items come newest first; files by name and workers by name, as listed. */
const NEWEST_FIRST: ReadonlySet<AttentionKind> = new Set(['escalated', 'invalid', 'handoff', 'unserved', 'timed_out', 'failed_story', 'orphaned', 'warning']);

function timedOutText(card: Card): string {
  return `${card.agent} picked it up but handed nothing off before the ${card.stage ? `${card.stage} ` : ''}stage deadline: ${afterColon(card)}`;
}

/** What to do about a stopped story, as forge status says it (protocol/way-out.ts), without its own opening. */
function afterColon(card: Card): string {
  const text = wayOut(card.id, { state: card.state, agent: card.agent, stage: card.stage }) ?? '';
  return text.slice(text.indexOf(': ') + 2);
}

function failedHover(row: WorkerRow): string {
  const exit = row.lastExit ? `last ${exitText(row.lastExit)}` : null;
  return [row.needs, exit, `forge workers restart ${row.name} starts it again`].filter(Boolean).join('\n');
}

function short(text: string): string {
  const line = text.split('\n')[0]!;
  return line.length <= SHORT ? line : `${line.slice(0, SHORT - 1)}…`;
}

function at(ms: number | undefined): { at?: number } {
  return ms === undefined ? {} : { at: ms };
}
