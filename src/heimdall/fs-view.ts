import { readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { FsView } from './eval/paths.js';

const MAX_TEXT = 1_048_576;

/** The real filesystem behind FsView. */
export const diskFsView: FsView = {
  realpath(path) {
    let existing = path;
    const rest: string[] = [];
    for (;;) {
      try {
        const real = realpathSync.native(existing);
        return rest.length === 0 ? real : join(real, ...rest.reverse());
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // ENOENT/ENOTDIR: this prefix does not exist yet; resolve its parent instead.
        if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EACCES' && code !== 'ELOOP') throw error;
        const parent = dirname(existing);
        if (parent === existing) return path;
        rest.push(basename(existing));
        existing = parent;
      }
    }
  },
  readText(path) {
    try {
      const buffer = readFileSync(path);
      return buffer.length <= MAX_TEXT ? buffer.toString('utf8') : null;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Unreadable for an ordinary reason: the caller treats the content as unknown.
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES' || code === 'ENOTDIR') return null;
      throw error;
    }
  },
  currentBranch(dir) {
    for (let at = dir; ; at = dirname(at)) {
      const head = gitHead(join(at, '.git'));
      if (head !== undefined) return head;
      if (dirname(at) === at) return null;
    }
  },
};

/** The branch named by `<.git>/HEAD` (following a worktree's `gitdir:` file); undefined when there is no .git here. */
function gitHead(dotGit: string): string | null | undefined {
  let text: string;
  try {
    text = readFileSync(dotGit, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') return branchOf(join(dotGit, 'HEAD'));
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
  const gitdir = /^gitdir: (.+)$/m.exec(text)?.[1]?.trim();
  return gitdir ? branchOf(join(gitdir.startsWith('/') ? gitdir : join(dirname(dotGit), gitdir), 'HEAD')) : null;
}

function branchOf(headFile: string): string | null {
  try {
    return /^ref: refs\/heads\/(.+)$/m.exec(readFileSync(headFile, 'utf8'))?.[1]?.trim() ?? null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
