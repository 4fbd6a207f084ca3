import { taskFile } from '../../protocol/paths.js';
import type { TaskFrontMatter } from '../../protocol/task.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { renderFrontMatter } from '../markdown/front-matter.js';
import { inProject } from '../project/project-root.js';

/**
 * Writes a validated task into its agent's inbox through a temp file and a rename, so the daemon
 * and the workers see no file or the whole file, never half of one. Returns the protocol path.
 */
export async function writeTask(projectRoot: string, frontMatter: TaskFrontMatter, body: string): Promise<string> {
  const file = taskFile(frontMatter.agent, frontMatter.story_id);
  await writeAtomic(inProject(projectRoot, file), renderFrontMatter(frontMatter, body));
  return file;
}
