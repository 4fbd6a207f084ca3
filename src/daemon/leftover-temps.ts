import { lstat, unlink } from 'node:fs/promises';
import { posix } from 'node:path';
import { daemonTempTarget, isStaleDaemonTemp } from '../../protocol/daemon-temp-files.js';
import { LAB_RELAY_FILE, OUTPUT_DIR, READ_CACHE_DIR, SUPERVISOR_DIR } from '../../protocol/paths.js';
import { listDirOrEmpty } from '../fs/list-dir.js';
import { inProject } from '../project/project-root.js';
import type { Logger } from './logger.js';

/**
 * The temp files of the daemon's private folders (owner file, read cache, managed workers'
 * settings, the relay's record); the inbox and handoffs folders are listed by the reconcile's
 * scan, which hands over their temps.
 */
export async function privateTemps(projectRoot: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of [OUTPUT_DIR, READ_CACHE_DIR, SUPERVISOR_DIR, posix.dirname(LAB_RELAY_FILE)]) {
    for (const entry of await listDirOrEmpty(inProject(projectRoot, folder))) {
      const path = `${folder}/${entry.name}`;
      if (entry.isFile() && daemonTempTarget(path)) found.push(path);
    }
  }
  return found;
}

/**
 * Removes the temps an earlier daemon left when it was killed mid-write (see
 * protocol/daemon-temp-files.ts for which names are the daemon's and how old is safe). Ages are
 * measured on the wall clock, the clock that stamped the file's mtime; `lockedSince` is when this
 * daemon took the project lease, null when it runs without one. Returns the paths removed.
 */
export async function removeStaleTemps(projectRoot: string, candidates: Iterable<string>, wallNow: number, lockedSince: number | null): Promise<string[]> {
  const removed: string[] = [];
  for (const path of candidates) {
    const absolute = inProject(projectRoot, path);
    try {
      const info = await lstat(absolute);
      if (!info.isFile() || !isStaleDaemonTemp(path, info.mtimeMs, wallNow, lockedSince)) continue;
      await unlink(absolute);
      removed.push(path);
    } catch (error) {
      // ENOENT: gone since the listing (its write finished, or someone was faster): nothing left to do.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

/** Temp files of writes an earlier daemon was killed in the middle of; a failure waits for the next reconcile. */
export async function removeLeftoverTemps(projectRoot: string, found: string[], lockedSince: number | null, logger: Logger): Promise<void> {
  try {
    const removed = await removeStaleTemps(projectRoot, [...found, ...(await privateTemps(projectRoot))], Date.now(), lockedSince);
    if (removed.length > 0)
      logger.info(
        `removed ${removed.length} temp file(s) left by an interrupted write of the daemon: ${removed.slice(0, 3).join(', ')}${removed.length > 3 ? ', ...' : ''}`,
      );
  } catch (error) {
    logger.warn(`cannot remove leftover temp files: ${(error as Error).message}; trying again at the next reconcile`);
  }
}
