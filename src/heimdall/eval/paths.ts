import { isAbsolute } from 'node:path';

/** Filesystem questions a decision may ask; injected so the rules stay testable without a disk. */
export interface FsView {
  /**
   * The absolute path as the kernel resolves it: symlinks and `..` in the order of the components
   * (`link/..` is the link target's parent), a dangling link followed to its target, and the part
   * that does not exist appended with `.` and `..` applied.
   */
  realpath(path: string): string;
  /** A small text file's content, or null when it cannot be read. */
  readText(path: string): string | null;
  /** The branch checked out in the git worktree containing `dir`, or null. */
  currentBranch(dir: string): string | null;
}

/** Absolute, normalized and symlink-resolved, or null when the path depends on something unknown. */
export function resolvePath(path: string | null, cwd: string | null, fs: FsView): string | null {
  if (path === null || path === '') return null;
  if (!isAbsolute(path) && cwd === null) return null;
  // Not normalized here: `..` after a symlink is the target's parent, which only the filesystem knows.
  const absolute = isAbsolute(path) ? path : `${cwd!}/${path}`;
  return fs.realpath(stripTrailingSlash(absolute));
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function isInside(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir.endsWith('/') ? dir : `${dir}/`);
}

export function isStrictlyInside(path: string, dir: string): boolean {
  return path !== dir && isInside(path, dir);
}

/**
 * For a glob like `../src/*.ts`: the directory before the first segment with a glob character,
 * and whether that segment could match any name at all (`*`, `.*`, `?*`), which makes
 * `rm -rf dir/*` as wide as `rm -rf dir`.
 */
export function globBase(pattern: string): { dir: string; matchesAll: boolean } {
  const segments = pattern.split('/');
  const index = segments.findIndex((s) => /[*?[]/.test(s));
  if (index < 0) return { dir: pattern, matchesAll: false };
  const dir = segments.slice(0, index).join('/') || (pattern.startsWith('/') ? '/' : '.');
  const segment = segments[index]!;
  const matchesAll = index === segments.length - 1 && segment.replace(/\[[^\]]*\]/g, '').replace(/[*?.]/g, '') === '';
  return { dir, matchesAll };
}
