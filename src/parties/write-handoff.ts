import { DEFAULT_CONFIG } from '../../protocol/config.js';
import type { PrHandoff } from '../../protocol/handoff.js';
import { handoffFile } from '../../protocol/paths.js';
import { ForgeError } from '../errors.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { inProject } from '../project/project-root.js';
import { readHandoff } from './read-handoff.js';

/**
 * Writes `<id>-pr-handoff.md` atomically. A valid handoff already there is replaced only when
 * asked (`replace`: `forge handoff --force`); one that does not validate is what the daemon asks
 * the worker to write again, so the same command that wrote it replaces it, as the prompt says.
 */
export async function writePrHandoff(
  projectRoot: string,
  handoff: PrHandoff,
  body: string,
  options: { replace: boolean },
): Promise<{ file: string; replacedInvalid: boolean }> {
  const file = handoffFile(handoff.story_id, 'pr');
  const existing = options.replace ? null : await readHandoff(projectRoot, handoff.story_id, 'pr', DEFAULT_CONFIG.daemon.max_task_bytes);
  if (existing?.ok) {
    throw new ForgeError(
      'conflict',
      `${file} already exists and is valid (status ${String(existing.frontMatter.status)}): a second handoff replaces it only when asked; pass --force to replace it (forge handoff ... --force, or replace: true in submit_handoff)`,
    );
  }
  await writeAtomic(inProject(projectRoot, file), renderFrontMatter(handoff, body));
  return { file, replacedInvalid: existing !== null && !existing.ok };
}
