import type { Diagnostic } from './diagnostic.js';
import type { TaskObservation } from './snapshot.js';
import type { TaskFrontMatter } from './task.js';
import { stageOf } from './task-types.js';
import type { TaskEntry } from './tracking.js';

/** A valid task's entry before its phase is decided: what its front matter says, and the timestamps kept from before. */
export function baseEntry(owner: TaskObservation, task: TaskFrontMatter, previous: TaskEntry | undefined, pickedUpAt: string | null): TaskEntry {
  const entry: TaskEntry = {
    state: 'submitted',
    agent: owner.agent,
    stage: stageOf(task.task_type, task.stage),
    task_type: task.task_type,
    urgency: task.urgency ?? 'normal',
    file: owner.file,
    submitted_at: task.submitted_at,
    picked_up_at: pickedUpAt,
    completed_at: previous?.completed_at ?? null,
    deadline_at: null,
    orphaned_at: previous?.orphaned_at ?? null,
    timed_out_at: previous?.timed_out_at ?? null,
    escalated_at: previous?.escalated_at ?? null,
    confirmed_at: null,
    handoff: null,
    stalled: false,
    last_activity_at: null,
    errors: [],
  };
  // Absent when the task has none, so a project without titles keeps its tracking file unchanged.
  if (task.title?.trim()) entry.title = task.title.trim();
  return entry;
}

/** The entry of a task file that does not parse: its errors, and what was known of it before. */
export function invalidEntry(owner: TaskObservation, previous: TaskEntry | undefined, errors: Diagnostic[]): TaskEntry {
  const entry: TaskEntry = {
    state: 'invalid',
    agent: owner.agent,
    stage: previous?.stage ?? null,
    task_type: previous?.task_type ?? null,
    urgency: previous?.urgency ?? null,
    file: owner.file,
    submitted_at: previous?.submitted_at ?? null,
    picked_up_at: null,
    completed_at: null,
    deadline_at: null,
    orphaned_at: null,
    timed_out_at: null,
    escalated_at: null,
    confirmed_at: null,
    handoff: null,
    stalled: false,
    last_activity_at: null,
    errors,
  };
  if (previous?.title) entry.title = previous.title;
  return entry;
}
