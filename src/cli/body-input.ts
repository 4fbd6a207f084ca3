import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ForgeError } from '../errors.js';
import type { CommandIo } from './command.js';

/** The Markdown body of a task or handoff: `--body TEXT`, `--file PATH`, or `--file -` for stdin. */
export async function readBodyInput(values: { body?: string | undefined; file?: string | undefined }, io: CommandIo): Promise<string | null> {
  if (values.body !== undefined && values.file !== undefined) throw new ForgeError('usage', 'give the body with --body or --file, not both');
  if (values.body !== undefined) return values.body;
  if (values.file === undefined) return null;
  if (values.file === '-') return io.readStdin();
  const path = resolve(io.cwd, values.file);
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    // ENOENT/EISDIR/EACCES: the path given to --file is not a readable file; say which.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') throw new ForgeError('bad_input', `--file ${values.file}: cannot read it (${code})`);
    throw error;
  }
}
