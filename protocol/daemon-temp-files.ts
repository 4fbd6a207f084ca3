import { isAgentName, isStoryId } from './id-patterns.js';
import { epochOfFileName } from './lease.js';
import { CONTEXT_SUFFIX, DAEMON_OWNER, HANDOFFS_DIR, INBOX_DIR, LAB_RELAY_FILE, LEASE_DIR, READ_CACHE_DIR, SUPERVISOR_DIR, TRACKING_FILE } from './paths.js';

/**
 * The temp files the daemon's own atomic writes leave behind when the process is killed between
 * the temp write and the rename (a lease renewal's included). write-file-atomic names its temp file `<file>.<n>`, where n is
 * the first 32 bits of a SHA-1 read as an unsigned integer in decimal (1 to 10 digits).
 *
 * Only a temp of a file the protocol gives to the daemon alone is the daemon's: a context, an
 * `.orphaned` or `.timeout` signal, an escalation handoff, the tracking file, the owner file,
 * anything in its cache folder, the settings a managed worker's session is started with and its
 * record of the relay to lab. Every other writer's temp (a task's `<id>.md.<n>` from
 * `forge submit`, a worker's `<id>-pr-handoff.md.<n>`, `.x.tmp`, editors' files) is never its to remove.
 */
const ATOMIC_TEMP = /^(.+)\.(\d{1,10})$/;
const MAX_SUFFIX = 2 ** 32 - 1;

/**
 * A temp younger than this may belong to a write still under way: a write of ours lasts
 * milliseconds, or seconds with a slow fsync on a busy disk, so a minute is far past any live one.
 * Should it ever meet one still going, the write fails its rename with ENOENT and writes again.
 * The periodic reconcile (30 s by default) removes a leftover within about a minute and a half.
 */
export const DAEMON_TEMP_MIN_AGE_MS = 60_000;

const DAEMON_SIGNALS = ['.orphaned', '.timeout'];
const ESCALATION_HANDOFF = '-escalation-handoff.md';
const WORKER_SETTINGS = '.settings.json';

/**
 * The file (relative to the project root, `/`-separated) whose temp `path` is, when `path` is a
 * write-file-atomic temp of a file only the daemon writes; null otherwise.
 */
export function daemonTempTarget(path: string): string | null {
  const match = ATOMIC_TEMP.exec(path);
  if (!match || Number(match[2]) > MAX_SUFFIX) return null;
  const target = match[1]!;
  return isDaemonWrittenFile(target) ? target : null;
}

/** Whether the protocol (or the daemon's private files) makes the daemon the only writer of this path. */
export function isDaemonWrittenFile(path: string): boolean {
  if (path === TRACKING_FILE || path === DAEMON_OWNER || path === LAB_RELAY_FILE) return true;
  const slash = path.lastIndexOf('/');
  const folder = path.slice(0, slash);
  const name = path.slice(slash + 1);
  if (name === '') return false;
  if (folder === READ_CACHE_DIR) return true;
  if (folder === LEASE_DIR) return epochOfFileName(name) !== null;
  if (folder === SUPERVISOR_DIR) return name.endsWith(WORKER_SETTINGS) && isAgentName(name.slice(0, -WORKER_SETTINGS.length));
  if (folder === HANDOFFS_DIR) return name.endsWith(ESCALATION_HANDOFF) && isStoryId(name.slice(0, -ESCALATION_HANDOFF.length));
  if (!folder.startsWith(`${INBOX_DIR}/`) || !isAgentName(folder.slice(INBOX_DIR.length + 1))) return false;
  for (const suffix of [CONTEXT_SUFFIX, ...DAEMON_SIGNALS]) {
    if (name.endsWith(suffix)) return isStoryId(name.slice(0, -suffix.length));
  }
  return false;
}

/**
 * A daemon temp no write of a live daemon can still be using: old enough, or, when this daemon
 * holds the project lease (no other daemon writes), last modified before it took the lease
 * (`lockedSince`, wall clock), however young: only a daemon killed mid-write left it there.
 */
export function isStaleDaemonTemp(
  path: string,
  modifiedAt: number,
  now: number,
  lockedSince: number | null = null,
  minAgeMs = DAEMON_TEMP_MIN_AGE_MS,
): boolean {
  if (daemonTempTarget(path) === null) return false;
  return now - modifiedAt >= minAgeMs || (lockedSince !== null && modifiedAt < lockedSince);
}
