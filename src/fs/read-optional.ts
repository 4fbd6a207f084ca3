import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** A text file's content, or null when it does not exist; any other failure is worth knowing about. */
export async function readOptionalText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    // ENOENT: the file is simply not there.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A file's size in bytes, or null when it does not exist. Blocking: one stat. */
export function fileSizeOrNull(file: string): number | null {
  try {
    return statSync(file).size;
  } catch (error) {
    // ENOENT: the file is simply not there.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
