import type { Sibling } from '../../protocol/tools/common.js';
import type { TaskEntry, TrackingFile } from '../../protocol/tracking.js';
import { ForgeError } from '../errors.js';
import type { BroadcastHeader } from './broadcast-files.js';
import { type RelevantBroadcasts, relevantBroadcasts } from './relevant-broadcasts.js';
import { type SwarmTask, siblingsOf, swarmTaskOf } from './siblings.js';
import { describeTask } from './task-description.js';

/**
 * The swarm as one task sees it: its siblings and the broadcasts most relevant to it. Shared by
 * get_state, get_siblings and the sibling section of the Stop hook's prompt.
 */
export interface Focus {
  id: string;
  entry: TaskEntry;
}

/** The task asked for, else the agent's current task, else its first picked-up one; null when none. */
export function findFocus(tracking: TrackingFile | null, agent: string | null, storyId: string | undefined): Focus | null {
  if (storyId !== undefined) {
    const entry = tracking?.tasks[storyId];
    if (!entry)
      throw new ForgeError(
        'not_found',
        `story ${storyId} is not tracked${tracking ? ` (${Object.keys(tracking.tasks).length} tasks in .tracking.json)` : ' (no .tracking.json: the daemon has not run here)'}; check the id, or omit story_id to use your current task`,
      );
    return { id: storyId, entry };
  }
  if (agent === null || tracking === null) return null;
  const current = tracking.workers[agent]?.current_task;
  if (current && tracking.tasks[current]) return { id: current, entry: tracking.tasks[current] };
  const held = Object.entries(tracking.tasks)
    .filter(([, entry]) => entry.agent === agent && entry.state === 'picked_up')
    .sort(([a], [b]) => (a < b ? -1 : 1))[0];
  return held ? { id: held[0], entry: held[1] } : null;
}

export function siblingsOfFocus(tracking: TrackingFile, focus: Focus): Array<SwarmTask & { relation: Sibling['relation'] }> {
  return siblingsOf(
    swarmTaskOf(focus.id, focus.entry),
    Object.entries(tracking.tasks).map(([id, entry]) => swarmTaskOf(id, entry)),
  );
}

/** The shown siblings with their one-line descriptions, read from their task files. */
export async function describeSiblings(projectRoot: string, siblings: ReadonlyArray<SwarmTask & { relation: Sibling['relation'] }>): Promise<Sibling[]> {
  return Promise.all(
    siblings.map(async (task) => ({
      story_id: task.story_id,
      module: task.module,
      agent: task.agent,
      state: task.state,
      description: (await describeTask(projectRoot, task.file)) || task.story_id,
      relation: task.relation,
    })),
  );
}

export function focusBroadcasts(
  headers: readonly BroadcastHeader[],
  focus: Focus | null,
  siblings: ReadonlyArray<Pick<SwarmTask, 'module'>>,
  count: number,
): RelevantBroadcasts {
  const modules = [focus?.entry.module, ...siblings.map((sibling) => sibling.module)].filter((module): module is string => typeof module === 'string');
  return relevantBroadcasts(headers, modules, count);
}
