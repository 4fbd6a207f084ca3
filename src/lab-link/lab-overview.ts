import { ForgeError } from '../errors.js';
import { readLabStories } from './lab-stories.js';
import type { LabStoryRecord } from './lab-story.js';
import { type RelayState, readRelayState } from './relay-state.js';

/** Stories listed at most (the ACI rules: answers stay small). */
export const LAB_OVERVIEW_LIMIT = 50;

export interface LabOverview {
  relay: RelayState | null;
  /** This project's entries, the most recently heard of first, at most LAB_OVERVIEW_LIMIT. */
  stories: LabStoryRecord[];
  total: number;
  /** Why `.forge/lab-stories.json` could not be read (it is then shown as holding nothing). */
  problem: string | null;
}

/** lab's side of the project, for `GET /api/lab` and the dashboard: the relay's state and the stories submitted. */
export async function labOverview(projectRoot: string, projectId: string): Promise<LabOverview> {
  const [relay, read] = await Promise.all([
    readRelayState(projectRoot),
    readLabStories(projectRoot).then(
      (stories) => ({ stories, problem: null }),
      (error: unknown) => {
        // bad_input: the file does not parse; anything else is not the file's fault.
        if (error instanceof ForgeError && error.code === 'bad_input') return { stories: {}, problem: error.message };
        throw error;
      },
    ),
  ]);
  const ours = Object.values(read.stories)
    .filter((entry) => entry.project_id === projectId)
    .sort((a, b) => (b.last_checked ?? '').localeCompare(a.last_checked ?? '') || a.forge_task_id.localeCompare(b.forge_task_id));
  return { relay, stories: ours.slice(0, LAB_OVERVIEW_LIMIT), total: ours.length, problem: read.problem };
}
