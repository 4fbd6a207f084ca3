import type { Decision } from './actions.js';
import type { Diagnostic } from './diagnostic.js';
import type { StorySnapshot } from './snapshot.js';
import type { TaskEntry } from './tracking.js';

/**
 * Which task file of a story is its own, and what is refused because its id is taken: a second
 * task file with a tracked id (the first one stays the owner), or any file of a story already
 * finished and recorded in the ledger.
 */

/** Every file of a story the ledger says is finished is refused, with where to look. */
export function refuseFinishedId(snapshot: StorySnapshot, rejected: Record<string, Diagnostic[]>): Decision {
  for (const task of snapshot.tasks) {
    rejected[task.file] = [
      {
        code: 'duplicate_story_id',
        file: task.file,
        field: 'story_id',
        expected: 'an id not used before in this project (this one is finished: see .history.jsonl)',
        got: snapshot.id,
      },
    ];
  }
  for (const signals of Object.values(snapshot.signals)) {
    for (const signal of Object.values(signals)) {
      rejected[signal.file] = [
        { code: 'unknown_story', file: signal.file, field: null, expected: 'a signal of an open story (this one is finished: see .history.jsonl)', got: null },
      ];
    }
  }
  return { actions: [], rejected, wakeAt: null };
}

/** The owner is the task file tracked before (else the first by agent name); the others are refused. */
export function chooseOwner(snapshot: StorySnapshot, previous: TaskEntry | undefined) {
  const rejected: Record<string, Diagnostic[]> = {};
  if (snapshot.tasks.length === 0) return { owner: undefined, rejected };
  const sorted = [...snapshot.tasks].sort((a, b) => (a.agent < b.agent ? -1 : a.agent > b.agent ? 1 : 0));
  const owner = sorted.find((t) => t.agent === previous?.agent) ?? sorted[0]!;
  for (const other of sorted) {
    if (other === owner) continue;
    rejected[other.file] = [
      { code: 'duplicate_story_id', file: other.file, field: 'story_id', expected: `an id not already tracked (tracked in ${owner.file})`, got: snapshot.id },
    ];
  }
  return { owner, rejected };
}
