import { readFile, realpath, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { DAEMON_OWNER } from '../../protocol/paths.js';
import { toIso } from '../../protocol/timestamps.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { processAlive } from '../fs/process-alive.js';
import { inProject } from '../project/project-root.js';
import { DaemonLease, type LeaseOptions, takeoverLine } from './lease.js';
import type { Logger } from './logger.js';

/** The lease's time to live when no config says otherwise (`[daemon] lease_ttl`). */
export const DEFAULT_LEASE_TTL_MS = 10_000;

export interface DaemonOwner {
  pid: number;
  host: string;
  since: string;
  /** The project the daemon runs on (real path), for people; null in an owner file written before it was recorded. */
  root: string | null;
  /** The lease holder that wrote this file; null in an owner file written before leases. */
  holder: string | null;
  epoch: number | null;
}

export async function readOwner(ownerPath: string): Promise<DaemonOwner | null> {
  try {
    const value = JSON.parse(await readFile(ownerPath, 'utf8')) as Partial<DaemonOwner>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? {
          pid: value.pid,
          host: value.host,
          since: String(value.since ?? ''),
          root: typeof value.root === 'string' ? value.root : null,
          holder: typeof value.holder === 'string' ? value.holder : null,
          epoch: typeof value.epoch === 'number' ? value.epoch : null,
        }
      : null;
  } catch (error) {
    // ENOENT: no owner recorded; SyntaxError: a torn owner file. Both mean "unknown owner".
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** Whether a process of this machine exists (the one check of src/fs/process-alive.ts). */
export const isAlive = processAlive;

/** What a daemon holds while it runs its project. */
export interface ProjectLock {
  lease: DaemonLease;
  /** Ends the renewals; if the lease is still ours, marks it released and removes our owner file. Never touches another holder's files. */
  release(): Promise<void>;
}

/**
 * Takes the project's lease for a daemon (protocol/lease.ts decides who runs) and records the
 * holder in `.forge-daemon.json`, which `forge stop`, `forge status` and `forge doctor` read to
 * find the daemon's pid. Says so when it takes over from another holder.
 */
export async function lockProject(options: Omit<LeaseOptions, 'logger'> & { logger: Pick<Logger, 'info' | 'warn' | 'error'> }): Promise<ProjectLock> {
  const lease = await DaemonLease.acquire(options);
  const line = takeoverLine(lease, options.standby);
  if (line) options.logger.info(line);
  const ownerPath = inProject(options.projectRoot, DAEMON_OWNER);
  const owner: DaemonOwner = {
    pid: process.pid,
    host: hostname(),
    since: toIso(Date.now()),
    root: await realpath(options.projectRoot),
    holder: lease.holder,
    epoch: lease.epoch,
  };
  if (lease.holds()) await writeAtomic(ownerPath, `${JSON.stringify(owner)}\n`);
  lease.startRenewing();
  return {
    lease,
    release: async () => {
      // Decided before the release ends the renewals: only a holder removes the owner file, and only its own.
      if (lease.holds() && (await readOwner(ownerPath))?.holder === lease.holder) await rm(ownerPath, { force: true });
      await lease.release();
    },
  };
}
