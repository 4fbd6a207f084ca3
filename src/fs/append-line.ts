import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Appends one whole line with a single `write(2)` on an `O_APPEND` descriptor, so lines from
 * concurrent writers never interleave (for lines under the pipe buffer size, as ours are).
 */
export async function appendLine(file: string, line: string): Promise<void> {
  const text = line.endsWith('\n') ? line : `${line}\n`;
  try {
    await appendFile(file, text, { flag: 'a' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // ENOENT: the folder does not exist yet.
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, text, { flag: 'a' });
  }
}
