import { ErrorHandoff } from '../../protocol/handoff.js';
import { handoffFile } from '../../protocol/paths.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { pathExists } from '../fs/path-exists.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { inProject } from '../project/project-root.js';

/**
 * Writes `<id>-error-handoff.md` (sentinel, lab side) unless one is there: the first failure
 * record of a story stands. Returns whether it wrote one.
 */
export async function writeErrorHandoff(
  projectRoot: string,
  fields: { story_id: string; agent: string; reason: string; created_at: string },
  body: string,
): Promise<boolean> {
  const file = inProject(projectRoot, handoffFile(fields.story_id, 'error'));
  if (await pathExists(file)) return false;
  const frontMatter = ErrorHandoff.parse({
    story_id: fields.story_id,
    agent: fields.agent,
    status: 'failed',
    reason: fields.reason,
    created_at: fields.created_at,
  });
  await writeAtomic(file, renderFrontMatter(frontMatter, body));
  return true;
}
