import { readFile, realpath, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';
import { DAEMON_LOCK, DAEMON_OWNER, OUTPUT_DIR } from '../../protocol/paths.js';
import { toIso } from '../../protocol/timestamps.js';
import { ForgeError } from '../errors.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { processAlive } from '../fs/process-alive.js';
import { inProject } from '../project/project-root.js';
import type { Logger } from './logger.js';

/** A lock not refreshed for this long belongs to a daemon that is gone (proper-lockfile refreshes it every 2 s). */
export const LOCK_STALE_MS = 10_000;

export interface DaemonOwner {
  pid: number;
  host: string;
  since: string;
  /** The project the daemon runs on (real path); null in an owner file written before it was recorded. */
  root: string | null;
}

/**
 * One daemon per project. proper-lockfile keeps the lock fresh; beside it we record pid, host and
 * project, so a lock left by a daemon that was killed on this host, or copied along with the
 * project from the one another daemon runs on, is taken over at once instead of after it ages
 * out, while a live daemon's lock on this project is never stolen.
 */
async function acquireDaemonLock(
  projectRoot: string,
  onCompromised: (error: Error) => void,
): Promise<{ owner: DaemonOwner; release: () => Promise<void>; tookOverFrom: DaemonOwner | null }> {
  const target = inProject(projectRoot, OUTPUT_DIR);
  const lockPath = inProject(projectRoot, DAEMON_LOCK);
  const ownerPath = inProject(projectRoot, DAEMON_OWNER);
  const options = { realpath: false, lockfilePath: lockPath, stale: LOCK_STALE_MS, update: 2_000, onCompromised };
  const root = await realpath(projectRoot);
  let release: () => Promise<void>;
  let tookOverFrom: DaemonOwner | null = null;
  try {
    release = await lockfile.lock(target, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = await readOwner(ownerPath);
    const copied = holder !== null && holder.root !== null && holder.root !== root;
    if (holder && (copied || (holder.host === hostname() && !isAlive(holder.pid)))) {
      await rm(lockPath, { recursive: true, force: true });
      release = await lockfile.lock(target, options);
      tookOverFrom = holder;
    } else if (holder) {
      throw new ForgeError('locked', `another forge daemon is running on this project: pid ${holder.pid} on ${holder.host}, since ${holder.since}`);
    } else {
      throw new ForgeError('locked', `another forge daemon holds ${DAEMON_LOCK} (owner unknown); it is taken over once it is 10 s stale`);
    }
  }
  const owner: DaemonOwner = { pid: process.pid, host: hostname(), since: toIso(Date.now()), root };
  await writeAtomic(ownerPath, `${JSON.stringify(owner)}\n`);
  return {
    owner,
    tookOverFrom,
    release: async () => {
      await rm(ownerPath, { force: true });
      await release();
    },
  };
}

export async function readOwner(ownerPath: string): Promise<DaemonOwner | null> {
  try {
    const value = JSON.parse(await readFile(ownerPath, 'utf8')) as Partial<DaemonOwner>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? { pid: value.pid, host: value.host, since: String(value.since ?? ''), root: typeof value.root === 'string' ? value.root : null }
      : null;
  } catch (error) {
    // ENOENT: no owner recorded; SyntaxError: a torn owner file. Both mean "unknown owner".
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** Whether a process of this machine exists (the one check of src/fs/process-alive.ts). */
export const isAlive = processAlive;

/** Takes the project lock for a daemon and says so when it takes over one left behind; returns the release. */
export async function lockProject(projectRoot: string, logger: Pick<Logger, 'info'>, onCompromised: (error: Error) => void): Promise<() => Promise<void>> {
  const lock = await acquireDaemonLock(projectRoot, onCompromised);
  const before = lock.tookOverFrom;
  if (before) {
    const why = before.root !== null && before.root !== lock.owner.root ? `it was copied from ${before.root}` : 'that daemon is no longer running';
    logger.info(`took over the project lock of pid ${before.pid} on ${before.host}: ${why}`);
  }
  return lock.release;
}
