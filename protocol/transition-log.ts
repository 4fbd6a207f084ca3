import type { Action, LogEvent } from './actions.js';
import { OPEN_STATES, type TaskEntry, type TaskState } from './tracking.js';

/** The log line of a story's step from `previous` to `entry`, or null when nothing worth a line happened. */
export function transitionLog(id: string, previous: TaskEntry | undefined, entry: TaskEntry, message?: string): Extract<Action, { type: 'log' }> | null {
  const event = transitionEvent(previous, entry);
  if (!event) return null;
  return { type: 'log', event, agent: entry.agent, id, message: message ?? describeTransition(event, entry) };
}

function transitionEvent(previous: TaskEntry | undefined, entry: TaskEntry): LogEvent | null {
  if (previous?.state === entry.state) {
    if (entry.stalled && !previous.stalled) return 'stalled';
    // A clock-skew warning comes with a step, not with a handoff.
    const problems = (e: TaskEntry) => e.errors.filter((error) => error.code !== 'clock_skew').length;
    if (problems(entry) > 0 && problems(previous) === 0 && entry.state !== 'invalid') return 'handoff-invalid';
    return null;
  }
  if (previous?.state === 'invalid') return 'task-fixed';
  if (previous?.state === 'handed_off' && OPEN_STATES.has(entry.state)) return 'reopened';
  const byState: Record<TaskState, LogEvent> = {
    submitted: previous ? 'rearmed' : 'task-accepted',
    picked_up: previous && previous.state !== 'submitted' ? 'rearmed' : 'picked-up',
    handed_off: 'handed-off',
    orphaned: 'orphaned',
    timed_out: 'timed-out',
    escalated: 'escalated',
    invalid: 'task-invalid',
    confirmed: 'confirmed',
  };
  return byState[entry.state];
}

function describeTransition(event: LogEvent, entry: TaskEntry): string {
  switch (event) {
    case 'task-accepted':
      return `accepted ${entry.task_type ?? ''} task (stage ${entry.stage}), orphan deadline ${entry.deadline_at}${skewNote(entry, 'submitted_at')}`;
    case 'picked-up':
      return `picked up, stage deadline ${entry.deadline_at}${skewNote(entry, 'at')}`;
    case 'handed-off':
      return `handed off (${entry.handoff?.status ?? 'completed'})`;
    case 'handoff-invalid':
      return `malformed handoff: ${entry.errors.map((e) => `${e.field ?? 'file'}: expected ${e.expected}`).join('; ')}`;
    case 'orphaned':
      return 'not picked up in time: wrote .orphaned';
    case 'timed-out':
      return 'no handoff within the stage timeout: wrote .timeout';
    case 'task-invalid':
      return `invalid task file: ${entry.errors.map((e) => `${e.field ?? 'file'}: expected ${e.expected}`).join('; ')}`;
    case 'task-fixed':
      return `task file fixed; ${entry.state}`;
    case 'reopened':
      return `the handoff is gone; ${entry.state} again, deadline ${entry.deadline_at}`;
    case 'rearmed':
      return `${entry.state} again after a signal was removed by hand; deadline ${entry.deadline_at}`;
    case 'stalled':
      return `no sign of life from ${entry.agent} since ${entry.last_activity_at}`;
    default:
      return event;
  }
}

/** The body of the escalation handoff the daemon writes for a story Heimdall escalated. */
export function escalationBody(id: string, agent: string, violations: number): string {
  return `Heimdall blocked ${violations} tool calls of ${agent} on ${id} and escalated it to human review.\n\nThe blocks are in _vibe-chain-output/heimdall-audit.log.\n`;
}

/** The clock-skew warnings of a step, for its log line: the file, the field and how far off. */
function skewNote(entry: TaskEntry, field: string): string {
  const skews = entry.errors.filter((error) => error.code === 'clock_skew' && error.field === field);
  return skews.map((d) => `; WARNING clock skew: ${d.file} ${d.field} is ${d.got}, so the deadline runs from when the daemon saw it`).join('');
}
