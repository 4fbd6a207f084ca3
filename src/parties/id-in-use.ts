import { handoffFile, taskFile } from '../../protocol/paths.js';
import type { TrackingFile } from '../../protocol/tracking.js';
import { pathExists } from '../fs/path-exists.js';
import { inProject } from '../project/project-root.js';
import { foldersHolding } from './locate-story.js';

/**
 * Why a new task may not use this story id, or null when it may. Story ids are unique per
 * project: tracked by the daemon, present in any inbox, or already answered by a pr-handoff
 * (a new task would count as handed off at once).
 */
export async function whyIdInUse(projectRoot: string, id: string, tracking: TrackingFile | null): Promise<string | null> {
  const entry = tracking?.tasks[id];
  if (entry) return `story ${id} is already tracked (state ${entry.state}, agent ${entry.agent})`;
  const folders = await foldersHolding(projectRoot, id);
  if (folders.length > 0) return `story ${id} already has a task file: ${folders.map((agent) => taskFile(agent, id)).join(', ')}`;
  const handoff = handoffFile(id, 'pr');
  if (await pathExists(inProject(projectRoot, handoff))) {
    return `${handoff} already exists: a new task with this id would count as handed off at once; remove or archive the old handoff first`;
  }
  return null;
}
