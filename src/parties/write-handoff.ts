import type { PrHandoff } from '../../protocol/handoff.js';
import { handoffFile } from '../../protocol/paths.js';
import { ForgeError } from '../errors.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { pathExists } from '../fs/path-exists.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { inProject } from '../project/project-root.js';

/** Writes `<id>-pr-handoff.md` atomically. An existing handoff is replaced only when asked. */
export async function writePrHandoff(projectRoot: string, handoff: PrHandoff, body: string, options: { replace: boolean }): Promise<string> {
  const file = handoffFile(handoff.story_id, 'pr');
  const absolute = inProject(projectRoot, file);
  if (!options.replace && (await pathExists(absolute))) {
    throw new ForgeError('conflict', `${file} already exists; pass --force to replace it`);
  }
  await writeAtomic(absolute, renderFrontMatter(handoff, body));
  return file;
}
