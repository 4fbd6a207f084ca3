import { signalFile } from '../../protocol/paths.js';
import { renderSignal } from '../../protocol/signals.js';
import { createExclusive } from '../fs/exclusive-create.js';
import { inProject } from '../project/project-root.js';

/**
 * Writes `<id>.confirmed` beside the task (sentinel). Exclusive create makes a second confirmation
 * a no-op that says so: false when the story was already confirmed.
 */
export async function writeConfirmed(projectRoot: string, agent: string, id: string, content: { at: string; by: string }): Promise<boolean> {
  return createExclusive(inProject(projectRoot, signalFile(agent, id, 'confirmed')), renderSignal(content));
}
