import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../protocol/config.js';
import { StatusSummary } from '../../protocol/http-api.js';
import { epochFileName, leaseViewOf } from '../../protocol/lease.js';
import { BROADCASTS_DIR, CONFIG_DIR, DAEMON_OWNER, HANDOFFS_DIR, INBOX_DIR } from '../../protocol/paths.js';
import { DEFAULT_LEASE_TTL_MS, isAlive, readOwner } from '../daemon/daemon-lock.js';
import { LeaseFiles } from '../daemon/lease-files.js';
import { watchChoiceFor } from '../fs/watch-mode.js';
import { daemonUrl } from '../lab-reference/daemon-api.js';
import { fetchFailure, fetchWithin } from '../net/fetch-failure.js';
import { projectIdOf } from '../project/project-id.js';
import { inProject } from '../project/project-root.js';
import type { DaemonFacts, InotifyFacts, PortState } from './checks.js';

/**
 * The facts behind the daemon-side checks of `forge doctor`: its lease, its port, the inotify budget.
 * The lease's age compares the file server's mtime with this host's clock: good enough for a report
 * to a person, which is all it is used for (a standby never decides by it).
 */
export async function daemonFacts(root: string, now: number): Promise<DaemonFacts> {
  const files = new LeaseFiles(root);
  const { epoch, record } = await files.current();
  let lockAgeMs: number | null = null;
  if (epoch > 0 && !record?.released) {
    try {
      lockAgeMs = Math.max(0, now - (await stat(join(files.dir, epochFileName(epoch)))).mtimeMs);
    } catch (error) {
      // ENOENT: pruned or replaced between the listing and the look: no holder to report.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const holder = record && lockAgeMs !== null ? { pid: record.pid, host: record.host, since: record.since } : null;
  const owner = holder ?? (lockAgeMs === null ? null : await readOwner(inProject(root, DAEMON_OWNER)));
  const thisHost = hostname();
  const staleMs = record?.ttl_ms ?? DEFAULT_LEASE_TTL_MS;
  const lease = record ? leaseViewOf(record) : null;
  return { lockAgeMs, owner, ownerAlive: owner && owner.host === thisHost ? isAlive(owner.pid) : null, thisHost, staleMs, lease };
}

const PROBE_TIMEOUT_MS = 1000;

/** Whether the HTTP API's port can be bound, and if not, whether this project's daemon holds it. */
export async function portState(root: string, config: Config): Promise<PortState> {
  const { bind, dashboard_port: port } = config.forge;
  const bound = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    server.listen(port, bind, () => server.close(() => resolve(null)));
  });
  if (bound === null) return { kind: 'free' };
  if (bound.code !== 'EADDRINUSE') return { kind: 'error', detail: bound.code ?? bound.message };
  try {
    const response = await fetchWithin(`${daemonUrl(config)}/api/status`, {}, PROBE_TIMEOUT_MS);
    const summary = StatusSummary.safeParse(await response.json());
    if (!summary.success) return { kind: 'taken' };
    return summary.data.project_id === projectIdOf(config, root) ? { kind: 'ours' } : { kind: 'other-forge', projectId: summary.data.project_id };
  } catch (error) {
    // A listener that does not speak HTTP, or answers something that is not JSON: another program.
    if (fetchFailure(error, PROBE_TIMEOUT_MS) !== null || error instanceof SyntaxError) return { kind: 'taken' };
    throw error;
  }
}

/** Folders and files the daemon's watchers would watch, counted up to `cap`. */
export async function inotifyFacts(root: string, config: Config, platform: string): Promise<InotifyFacts> {
  const limit = await readLimit();
  const cap = (limit ?? 1_000_000) + 1;
  let watched = 0;
  for (const folder of [CONFIG_DIR, INBOX_DIR, HANDOFFS_DIR, BROADCASTS_DIR]) watched += await countPaths(inProject(root, folder), cap - watched);
  return { platform, mode: watchChoiceFor(config.daemon.watch, root).mode, limit, watched };
}

async function readLimit(): Promise<number | null> {
  try {
    const value = Number((await readFile('/proc/sys/fs/inotify/max_user_watches', 'utf8')).trim());
    return Number.isFinite(value) ? value : null;
  } catch (error) {
    // ENOENT: not Linux, or /proc not mounted.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function countPaths(dir: string, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    // ENOENT/ENOTDIR: nothing there to watch.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 0;
    throw error;
  }
  let count = 1;
  for (const entry of entries) {
    if (count >= cap) break;
    count += entry.isDirectory() ? await countPaths(join(dir, entry.name), cap - count) : 1;
  }
  return count;
}
