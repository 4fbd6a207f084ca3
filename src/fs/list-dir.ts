import { readdir } from 'node:fs/promises';

/** A folder's entries; none when it does not exist (yet, or any more) or a file stands in its place. */
export async function listDirOrEmpty(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    // ENOENT: the folder is not there; ENOTDIR: a file stands where it should be.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}
