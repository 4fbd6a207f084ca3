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
export async function listRepository(
  root: string,
  ignoredDirs: readonly string[] = DEFAULT_IGNORED_DIRS,
  /** Called once, as soon as there is a file to read (a caller starts its parsing threads then, not after the whole listing). */
  onFirstFile: () => void = () => undefined,
): Promise<Listing> {
  const paths = existsSync(join(root, '.git')) ? await gitFiles(root) : null;
  const realRoot = await realpath(root);
  if (paths === null) {
    let told = false;
    const found = (): void => {
      if (!told) onFirstFile();
      told = true;
    };
    return gather(await walk(root, realRoot, '', new Set(ignoredDirs), found));
  }
  const ignored = new Set(ignoredDirs);
  const wanted = paths.filter((path) => languageOf(path) !== null && !path.split('/').some((part) => ignored.has(part)));
  if (wanted.length > 0) onFirstFile();
  // Every stat at once, in the listing's order: one after another, each waited for a turn of the thread pool.
  return gather(await Promise.all(wanted.map((path) => lookAt(root, realRoot, path))));
}

/** One file's entry, as the daemon's re-index of a saved file needs it; null when it is gone or not code. */
export async function candidateOf(root: string, path: string): Promise<Listing | null> {
  if (languageOf(path) === null) return null;
  const found = await lookAt(root, await realpath(root), path);
  return found === null ? null : gather([found]);
}

/** What a look at one path found: a file to read, a counted skip, nothing to index (`none`), or null when it does not exist. */
type Found = { file: Candidate } | { skip: SkipRecord } | 'none' | null;

function gather(found: readonly Found[]): Listing {
  const listing: Listing = { files: [], skips: [] };
  for (const entry of found) {
    if (entry === null || entry === 'none') continue;
    if ('file' in entry) listing.files.push(entry.file);
    else listing.skips.push(entry.skip);
  }
  return listing;
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

/** What a folder holds, in name order, its sub-folders' entries in place: all looked at at once. */
async function walk(root: string, realRoot: string, dir: string, ignored: Set<string>, found: () => void): Promise<Found[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(join(root, dir), { withFileTypes: true });
  } catch (error) {
    // EACCES / ENOENT: a folder we may not read, or removed mid-walk: nothing under it is listed.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const looks: Array<Promise<Found | Found[]>> = [];
  for (const entry of entries) {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!ignored.has(entry.name)) looks.push(walk(root, realRoot, path, ignored, found));
    } else if ((entry.isFile() || entry.isSymbolicLink()) && languageOf(path) !== null) {
      found();
      looks.push(lookAt(root, realRoot, path));
    } else if (entry.isSymbolicLink()) looks.push(lookAt(root, realRoot, path, true));
  }
  return (await Promise.all(looks)).flat();
}

/** Looks at one path: a candidate, a counted skip, or nothing (`onlyIfDir`: only a link's skip is wanted). */
async function lookAt(root: string, realRoot: string, path: string, onlyIfDir = false): Promise<Found> {
  const full = join(root, path);
  let info: import('node:fs').Stats;
  try {
    info = await lstat(full);
  } catch (error) {
    // ENOENT: removed since it was listed.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
  const skip = (reason: SkipRecord['reason']): Found => ({ skip: { path, reason, size: info.size, mtimeMs: info.mtimeMs } });
  if (info.isSymbolicLink()) {
    let target: import('node:fs').Stats;
    let resolved: string;
    try {
      target = await stat(full);
      resolved = await realpath(full);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // ELOOP: a link to itself or a cycle; ENOENT: a dangling link.
      if (code === 'ELOOP') return skip('symlink_loop');
      if (code !== 'ENOENT') throw error;
      return 'none';
    }
    if (target.isDirectory()) return skip('symlink_dir');
    if (resolved !== realRoot && !resolved.startsWith(realRoot + sep)) return skip('outside_repository');
    if (!onlyIfDir && target.isFile()) return { file: { path, language: languageOf(path)!, size: target.size, mtimeMs: target.mtimeMs } };
    return 'none';
  }
  if (onlyIfDir || !info.isFile()) return 'none';
  return { file: { path, language: languageOf(path)!, size: info.size, mtimeMs: info.mtimeMs } };
}
