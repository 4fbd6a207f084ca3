import type { Diagnostic } from './diagnostic.js';
import type { PrHandoff } from './handoff.js';
import type { StorySnapshot } from './snapshot.js';
import { earliest } from './timestamps.js';
import type { TaskEntry } from './tracking.js';

/** What the handoffs of a story say: the valid pr-handoff, the ref to record, diagnostics, a settle wake. */
export function readHandoffs(snapshot: StorySnapshot, agent: string) {
  const errors: Diagnostic[] = [];
  let settlesAt: number | null = null;
  let pr: PrHandoff | null = null;
  let ref: TaskEntry['handoff'] = null;
  for (const kind of ['pr', 'error'] as const) {
    const handoff = snapshot.handoffs[kind];
    if (!handoff) continue;
    if (!handoff.parsed.ok) {
      if (handoff.parsed.settling) settlesAt = earliest(settlesAt, handoff.parsed.settlesAt);
      else errors.push(...handoff.parsed.errors);
      continue;
    }
    const value = handoff.parsed.value;
    if (kind === 'pr' && value.agent !== agent) {
      errors.push({
        code: 'agent_mismatch',
        file: handoff.file,
        field: 'agent',
        expected: `${JSON.stringify(agent)} (the agent the task is assigned to)`,
        got: JSON.stringify(value.agent),
      });
      continue;
    }
    if (kind === 'pr') {
      pr = value as PrHandoff;
      ref = { kind: 'pr', file: handoff.file, status: pr.status, created_at: pr.created_at };
    } else if (ref === null) {
      ref = { kind: 'error', file: handoff.file, status: 'failed', created_at: stringField(value, 'created_at') };
    }
  }
  return { pr, ref, errors, settlesAt };
}

function stringField(value: Record<string, unknown>, key: string): string | null {
  const field = value[key];
  return typeof field === 'string' ? field : null;
}
