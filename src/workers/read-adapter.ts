import { readFile } from 'node:fs/promises';
import { type Config, rosterOf } from '../../protocol/config.js';
import { adapterFile } from '../../protocol/paths.js';
import { ForgeError } from '../errors.js';
import { inProject } from '../project/project-root.js';
import type { AdapterText } from './compose-prompt.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The personality adapter of a worker: `[workers.NAME] adapter`, else `_vibe-chain/agents/forge/NAME.md`.
 * A missing file is no adapter; a file that is there but unusable (unreadable, a folder, binary,
 * not UTF-8, larger than `max_task_bytes`) is an error, so no task is claimed with a broken identity.
 */
export async function readAdapter(projectRoot: string, agent: string, config: Config): Promise<AdapterText> {
  const relative = rosterOf(config)[agent]?.adapter ?? adapterFile(agent);
  const path = inProject(projectRoot, relative);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOENT: this worker has no adapter; the prompt says so.
    if (code === 'ENOENT') return { path, text: null };
    // EACCES/EISDIR/ELOOP/ENOTDIR: there is something at the path, but not a readable file.
    if (code === 'EACCES' || code === 'EISDIR' || code === 'ELOOP' || code === 'ENOTDIR')
      throw new ForgeError('io', `personality adapter ${relative} cannot be read (${code})`);
    throw error;
  }
  const max = config.daemon.max_task_bytes;
  if (bytes.length > max)
    throw new ForgeError('bad_input', `personality adapter ${relative} is ${bytes.length} bytes, more than [daemon] max_task_bytes (${max})`);
  if (bytes.includes(0)) throw new ForgeError('bad_input', `personality adapter ${relative} holds NUL bytes: expected Markdown text`);
  try {
    return { path, text: strictUtf8.decode(bytes) };
  } catch (error) {
    // TypeError is how TextDecoder reports bytes that are not UTF-8.
    if (error instanceof TypeError) throw new ForgeError('bad_input', `personality adapter ${relative} is not UTF-8 text`);
    throw error;
  }
}
