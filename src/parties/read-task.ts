import type { Diagnostic } from '../../protocol/diagnostic.js';
import { taskFile } from '../../protocol/paths.js';
import { TaskFrontMatter } from '../../protocol/task.js';
import { identityErrors } from '../../protocol/task-identity.js';
import { readFrontMatterFile } from '../files/read-protocol-file.js';
import { inProject } from '../project/project-root.js';

export type TaskRead = { ok: true; file: string; frontMatter: TaskFrontMatter; body: string } | { ok: false; file: string; errors: Diagnostic[] };

/**
 * Reads and validates `worker-inbox/<agent>/<id>.md` the way the daemon does (size, binary,
 * symlinks, YAML, schema, id and agent). Null when the file does not exist.
 */
export async function readTask(projectRoot: string, agent: string, id: string, maxBytes: number): Promise<TaskRead | null> {
  const file = taskFile(agent, id);
  const read = await readFrontMatterFile(inProject(projectRoot, file), TaskFrontMatter, { projectRoot, display: file, maxBytes });
  if (read === null) return null;
  if (!read.ok) return { ok: false, file, errors: read.errors };
  const errors = identityErrors(read.value, file, id, agent);
  return errors.length > 0 ? { ok: false, file, errors } : { ok: true, file, frontMatter: read.value, body: read.body };
}
