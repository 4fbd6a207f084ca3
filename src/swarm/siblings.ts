import type { TaskEntry } from '../../protocol/tracking.js';
import { modulePrefix } from './modules.js';

/**
 * Which tracked tasks were dispatched together. When both tasks carry a batch, the batch decides
 * (an explicit grouping beats a naming habit); otherwise tasks with the same module prefix are
 * siblings. Symmetric, and never a task with itself.
 */
export interface SwarmTask {
  story_id: string;
  agent: string;
  state: TaskEntry['state'];
  module: string | null;
  batch: string | null;
  file: string;
}

export type SiblingRelation = 'batch' | 'module';

export function swarmTaskOf(id: string, entry: TaskEntry): SwarmTask {
  return { story_id: id, agent: entry.agent, state: entry.state, module: entry.module ?? null, batch: entry.batch ?? null, file: entry.file };
}

export function siblingRelation(a: Pick<SwarmTask, 'module' | 'batch'>, b: Pick<SwarmTask, 'module' | 'batch'>): SiblingRelation | null {
  if (a.batch !== null && b.batch !== null) return a.batch === b.batch ? 'batch' : null;
  if (a.module !== null && b.module !== null && modulePrefix(a.module) === modulePrefix(b.module)) return 'module';
  return null;
}

const OPEN_FIRST: Record<TaskEntry['state'], number> = {
  picked_up: 0,
  submitted: 0,
  handed_off: 1,
  confirmed: 1,
  timed_out: 2,
  orphaned: 2,
  escalated: 2,
  invalid: 3,
};

/** The siblings of `me`: open ones first, then finished, then stuck; by story id within each. */
export function siblingsOf(me: SwarmTask, tasks: Iterable<SwarmTask>): Array<SwarmTask & { relation: SiblingRelation }> {
  const found: Array<SwarmTask & { relation: SiblingRelation }> = [];
  for (const task of tasks) {
    if (task.story_id === me.story_id) continue;
    const relation = siblingRelation(me, task);
    if (relation) found.push({ ...task, relation });
  }
  return found.sort((a, b) => OPEN_FIRST[a.state] - OPEN_FIRST[b.state] || (a.story_id < b.story_id ? -1 : 1));
}
