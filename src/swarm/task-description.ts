import { z } from 'zod';
import { clip } from '../../protocol/clip.js';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { readFrontMatterFile } from '../files/read-protocol-file.js';
import { inProject } from '../project/project-root.js';

const DESCRIPTION_CHARS = 120;
const AnyFrontMatter = z.record(z.string(), z.unknown());

/**
 * A task in one line for sibling lists: its `title`, else the first line of lab's instructions.
 * Read only for the few tasks shown, never for every tracked task. Empty when the file is gone.
 */
export async function describeTask(projectRoot: string, file: string): Promise<string> {
  const read = await readFrontMatterFile(inProject(projectRoot, file), AnyFrontMatter, {
    projectRoot,
    display: file,
    maxBytes: DEFAULT_CONFIG.daemon.max_task_bytes,
  });
  if (read === null || !read.ok) return '';
  const title = read.value.title;
  if (typeof title === 'string' && title.trim() !== '') return clip(title.trim().replace(/\s+/g, ' '), DESCRIPTION_CHARS);
  const line = read.body
    .split('\n')
    .map((text) => text.replace(/^#+\s*/, '').trim())
    .find((text) => text !== '');
  return clip(line ?? '', DESCRIPTION_CHARS);
}
