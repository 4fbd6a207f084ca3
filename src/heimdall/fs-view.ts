import { lstatSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import type { FsView } from './eval/paths.js';

const MAX_TEXT = 1_048_576;

/** The real filesystem behind FsView. */
export const diskFsView: FsView = {
  realpath(path) {
    try {
      // A path that does not exist (most that a command names for writing) is walked without the cost of a failed realpath.
      if (lstatSync(path, { throwIfNoEntry: false }) === undefined) return resolveComponents(path, 0);
      return realpathSync.native(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // ENAMETOOLONG: no program can open it either; it stays a name.
      if (code === 'ENAMETOOLONG') return posix.normalize(path);
      // ENOENT/ENOTDIR: part of the path does not exist (yet); EACCES/ELOOP: it cannot be followed. Walk it component by component.
      if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'EACCES' && code !== 'ELOOP') throw error;
      return resolveComponents(path, 0);
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

const MAX_LINKS = 40;

/**
 * A path resolved the way the kernel looks it up: one component at a time from `/`, a symlink
 * replaced by its target (relative to the link's folder) before the next component, so `link/..`
 * is the target's parent, not the link's; a dangling link is followed to where a write would
 * create its target. The first component that does not exist ends the walk, and the rest is
 * appended as written (with `.` and `..` applied).
 */
function resolveComponents(path: string, hops: number): string {
  const parts = path.split('/').filter((p) => p !== '' && p !== '.');
  let at = '/';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '..') {
      at = dirname(at);
      continue;
    }
    const next = join(at, part);
    let target: string;
    try {
      // lstat first: most components are not links, and a failed readlink (EINVAL) costs an exception each.
      const stat = lstatSync(next, { throwIfNoEntry: false });
      if (stat === undefined) return join(next, ...parts.slice(i + 1));
      if (!stat.isSymbolicLink()) {
        at = next;
        continue;
      }
      target = readlinkSync(next);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // ENOENT/ENOTDIR/EACCES/ENAMETOOLONG: nothing more to follow here.
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EACCES' || code === 'ENAMETOOLONG') return join(next, ...parts.slice(i + 1));
      throw error;
    }
    if (hops >= MAX_LINKS) return join(next, ...parts.slice(i + 1));
    const rest = parts.slice(i + 1).join('/');
    return resolveComponents(`${target.startsWith('/') ? target : `${at}/${target}`}/${rest}`, hops + 1);
  }
  return at;
}

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
