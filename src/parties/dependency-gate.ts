import { DONE_STATES } from '../../protocol/dependencies.js';
import { handoffFile } from '../../protocol/paths.js';
import type { TrackingFile } from '../../protocol/tracking.js';
import { pathExists } from '../fs/path-exists.js';
import { inProject } from '../project/project-root.js';
import { readTracking } from '../tracking/read-tracking.js';

/**
 * `[dispatch] respect_depends_on` on the claiming side: a task waits while any story it depends
 * on is not handed off. A tracked dependency counts as done in handed_off or confirmed; one the
 * tracking file does not know counts as done when its pr-handoff is there (confirmed and cleaned
 * up, or the daemon has not caught up yet), so a stopped daemon never makes a task claimable early
 * and never blocks a task forever.
 */
export type DependencyGate = (dependsOn: readonly string[] | undefined) => Promise<string[]>;

export async function dependencyGate(projectRoot: string): Promise<DependencyGate> {
  const read = await readTracking(projectRoot);
  const tracking: TrackingFile | null = read?.ok ? read.tracking : null;
  return async (dependsOn) => {
    const waiting: string[] = [];
    for (const dep of dependsOn ?? []) {
      const entry = tracking?.tasks[dep];
      const done = entry ? DONE_STATES.has(entry.state) : await pathExists(inProject(projectRoot, handoffFile(dep, 'pr')));
      if (!done) waiting.push(dep);
    }
    return waiting;
  };
}
