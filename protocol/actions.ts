import type { Diagnostic } from './diagnostic.js';
import type { EscalationHandoff } from './handoff.js';
import type { TaskContext } from './task.js';
import type { HistoryRecord, TaskEntry } from './tracking.js';

/** Log events, one per transition; a replay that changes nothing logs nothing. */
export const LOG_EVENTS = [
  'task-accepted',
  'task-invalid',
  'task-fixed',
  'picked-up',
  'handed-off',
  'handoff-invalid',
  'orphaned',
  'timed-out',
  'escalated',
  'confirmed',
  'task-removed',
  'stalled',
  'rearmed',
  'reopened',
] as const;
export type LogEvent = (typeof LOG_EVENTS)[number];

/** What the executor does for `decide()`. Every action is idempotent. */
export type Action =
  | { type: 'set-entry'; id: string; entry: TaskEntry }
  | { type: 'drop-entry'; id: string }
  | { type: 'write-context'; file: string; context: TaskContext }
  | { type: 'write-signal'; file: string; content: Record<string, string | number> }
  | { type: 'write-handoff'; file: string; frontMatter: EscalationHandoff; body: string }
  | { type: 'append-ledger'; record: HistoryRecord }
  | { type: 'remove'; file: string }
  | { type: 'log'; event: LogEvent; agent: string; id: string; message: string };

export interface Decision {
  actions: Action[];
  /** Files of this story that cannot be tracked, with why; replaces what was listed for it before. */
  rejected: Record<string, Diagnostic[]>;
  /** When this story must be looked at again even if no file changes (deadline, stall, settle). */
  wakeAt: number | null;
}
