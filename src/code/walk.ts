import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import type { SkipRecord } from './facts.js';
import { type CodeLanguage, languageOf } from './languages.js';

const run = promisify(execFile);

/** Folders never indexed: version control, installed packages and forge's own output. */
export const DEFAULT_IGNORED_DIRS = ['.git', 'node_modules', '_vibe-chain-output'];

export interface Candidate {
  /** Relative to the repository root, with `/`. */
  path: string;
  language: CodeLanguage;
  size: number;
  mtimeMs: number;
}

export interface Listing {
  files: Candidate[];
  skips: SkipRecord[];
}

/**
 * The files of a repository the index reads. In a git checkout, git's own list (tracked and
 * untracked files that .gitignore does not exclude); elsewhere a walk that skips the ignored
 * folders. Either way a symlinked folder is never followed (no loop can hold the walk), and a
 * symlinked file is read only when it resolves inside the repository: both are counted otherwise.
 */
export async function listRepository(root: string, ignoredDirs: readonly string[] = DEFAULT_IGNORED_DIRS): Promise<Listing> {
  const listing: Listing = { files: [], skips: [] };
  const paths = existsSync(join(root, '.git')) ? await gitFiles(root) : null;
  const realRoot = await realpath(root);
  if (paths === null) await walk(root, realRoot, '', new Set(ignoredDirs), listing);
  else {
    const ignored = new Set(ignoredDirs);
    for (const path of paths) {
      if (languageOf(path) === null || path.split('/').some((part) => ignored.has(part))) continue;
      await addFile(root, realRoot, path, listing);
    }
  }
  return listing;
}

/** One file's entry, as the daemon's re-index of a saved file needs it; null when it is gone or not code. */
export async function candidateOf(root: string, path: string): Promise<Listing | null> {
  if (languageOf(path) === null) return null;
  const listing: Listing = { files: [], skips: [] };
  const found = await addFile(root, await realpath(root), path, listing);
  return found ? listing : null;
}

async function gitFiles(root: string): Promise<string[] | null> {
  try {
    const { stdout } = await run('git', ['-C', root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], { maxBuffer: 256 * 1024 * 1024 });
    return stdout.split('\0').filter((path) => path !== '');
  } catch (error) {
    // ENOENT: no git on PATH; a non-zero exit: not a work tree git can read. The walk does instead.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || typeof (error as { code?: unknown }).code === 'number') return null;
    throw error;
  }
}

async function walk(root: string, realRoot: string, dir: string, ignored: Set<string>, listing: Listing): Promise<void> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(join(root, dir), { withFileTypes: true });
  } catch (error) {
    // EACCES / ENOENT: a folder we may not read, or removed mid-walk: nothing under it is listed.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'ENOENT' || code === 'ENOTDIR') return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!ignored.has(entry.name)) await walk(root, realRoot, path, ignored, listing);
    } else if ((entry.isFile() || entry.isSymbolicLink()) && languageOf(path) !== null) await addFile(root, realRoot, path, listing);
    else if (entry.isSymbolicLink()) await addFile(root, realRoot, path, listing, true);
  }
}

/** Adds one path as a candidate or a counted skip; false when it does not exist (any more). */
async function addFile(root: string, realRoot: string, path: string, listing: Listing, onlyIfDir = false): Promise<boolean> {
  const full = join(root, path);
  let info: import('node:fs').Stats;
  try {
    info = await lstat(full);
  } catch (error) {
    // ENOENT: removed since it was listed.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return false;
    throw error;
  }
  const skip = (reason: SkipRecord['reason']) => listing.skips.push({ path, reason, size: info.size, mtimeMs: info.mtimeMs });
  if (info.isSymbolicLink()) {
    let target: import('node:fs').Stats;
    let resolved: string;
    try {
      target = await stat(full);
      resolved = await realpath(full);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // ELOOP: a link to itself or a cycle; ENOENT: a dangling link.
      if (code === 'ELOOP') skip('symlink_loop');
      else if (code !== 'ENOENT') throw error;
      return true;
    }
    if (target.isDirectory()) skip('symlink_dir');
    else if (resolved !== realRoot && !resolved.startsWith(realRoot + sep)) skip('outside_repository');
    else if (!onlyIfDir && target.isFile()) listing.files.push({ path, language: languageOf(path)!, size: target.size, mtimeMs: target.mtimeMs });
    return true;
  }
  if (onlyIfDir || !info.isFile()) return true;
  listing.files.push({ path, language: languageOf(path)!, size: info.size, mtimeMs: info.mtimeMs });
  return true;
}
