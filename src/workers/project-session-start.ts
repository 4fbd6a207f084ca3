import type { LastCompound } from '../../protocol/exchange.js';
import { TASK_STATES, type TrackingFile } from '../../protocol/tracking.js';
import { SESSION_START_MAX_CHARS } from './session-start.js';

/**
 * The block an ordinary (non-worker) session of a forge project starts with: where the project
 * stands, what waits for a person, how to search the memory of past sessions, and a notice when
 * the last compound failed. Pure; bounded like the worker's block.
 */
export interface ProjectFacts {
  projectId: string;
  /** Null when the daemon never ran here; a string when `.tracking.json` does not read. */
  tracking: TrackingFile | null | string;
  exchanges: number;
  lastCompound: LastCompound | null;
}

/** States a person has to act on: the daemon gave up on the task or could not read it. */
const NEEDS_PERSON = ['escalated', 'invalid'] as const;
const LISTED = 5;

export function projectSessionStartText(facts: ProjectFacts): string {
  const lines = [`This is forge project ${facts.projectId}.`];
  const tracking = facts.tracking;
  if (tracking === null) lines.push('No task tracked yet: the daemon has not run here (forge start).');
  else if (typeof tracking === 'string') lines.push(`The tracking file does not read (${tracking}); forge status says more.`);
  else {
    const counts = new Map<string, number>();
    for (const entry of Object.values(tracking.tasks)) counts.set(entry.state, (counts.get(entry.state) ?? 0) + 1);
    const byState = TASK_STATES.filter((s) => counts.has(s)).map((s) => `${counts.get(s)} ${s}`);
    lines.push(`Tasks: ${byState.length === 0 ? 'none' : byState.join(', ')} (as of ${tracking.updated_at}).`);
    const waiting = Object.entries(tracking.tasks)
      .filter(([, e]) => (NEEDS_PERSON as readonly string[]).includes(e.state))
      .map(([id, e]) => `${id} (${e.state}, ${e.agent})`);
    const rejected = Object.keys(tracking.rejected);
    if (waiting.length + rejected.length === 0) lines.push('Nothing needs a person right now.');
    else {
      const shown = [...waiting, ...rejected.map((f) => `${f} (rejected)`)];
      lines.push(
        `Needs a person: ${shown.slice(0, LISTED).join(', ')}${shown.length > LISTED ? ` and ${shown.length - LISTED} more` : ''}; forge status has the details.`,
      );
    }
  }
  lines.push(
    `Memory of past sessions (${facts.exchanges} exchanges): forge kb search "<words>" [--story ID] [--agent NAME], then forge kb get <exchange_id>; the MCP tools search_knowledge and get_exchange do the same.`,
  );
  if (facts.lastCompound !== null && facts.lastCompound.exit_code !== 0) {
    lines.push(
      `The last compound run failed (exit ${facts.lastCompound.exit_code} at ${facts.lastCompound.at}); see _vibe-chain-output/exchanges/_compound.log.`,
    );
  }
  const text = lines.join('\n');
  return `${text.length > SESSION_START_MAX_CHARS ? `${text.slice(0, SESSION_START_MAX_CHARS - 4)}...` : text}\n`;
}
