import { taskFile } from '../../protocol/paths.js';
import type { TaskEntry, TrackingFile } from '../../protocol/tracking.js';
import { ForgeError } from '../errors.js';
import { pathExists } from '../fs/path-exists.js';
import { inProject } from '../project/project-root.js';
import { listAgents } from './inbox-listing.js';

export interface StoryLocation {
  agent: string;
  /** The tracking entry, when the daemon tracks the story. */
  entry: TaskEntry | null;
}

/** The inbox folders that hold `<id>.md` (normally none or one). */
export async function foldersHolding(projectRoot: string, id: string): Promise<string[]> {
  const found: string[] = [];
  for (const agent of await listAgents(projectRoot)) {
    if (await pathExists(inProject(projectRoot, taskFile(agent, id)))) found.push(agent);
  }
  return found;
}

/**
 * Whose story this is: the tracking entry when the daemon tracks it, else the one inbox folder
 * holding its task file. Null when neither knows it; an error when two folders claim it.
 */
export async function locateStory(projectRoot: string, id: string, tracking: TrackingFile | null): Promise<StoryLocation | null> {
  const entry = tracking?.tasks[id];
  if (entry) return { agent: entry.agent, entry };
  const folders = await foldersHolding(projectRoot, id);
  if (folders.length > 1) {
    throw new ForgeError(
      'conflict',
      `story ${id} has a task file in ${folders.length} inbox folders (${folders.join(', ')}); story ids are unique per project: remove all but one`,
    );
  }
  return folders[0] ? { agent: folders[0], entry: null } : null;
}
