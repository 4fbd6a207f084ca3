import { access, stat } from 'node:fs/promises';

export async function pathExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch (error) {
    // ENOENT: not there, the answer rather than a failure.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** What stands at a path: a folder, something else (a file, a socket), or nothing. Symlinks are followed. */
export async function pathKind(path: string): Promise<'folder' | 'other' | 'missing'> {
  try {
    return (await stat(path)).isDirectory() ? 'folder' : 'other';
  } catch (error) {
    // ENOENT: nothing there; ENOTDIR: a file stands where a folder of the path should be.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
    throw error;
  }
}

/** The path when a folder stands there, else null (a worktree removed since its task was written). */
export async function existingFolder(path: string): Promise<string | null> {
  return (await pathKind(path)) === 'folder' ? path : null;
}
