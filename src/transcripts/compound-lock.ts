import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * The compound lock, held with proper-lockfile by the process that runs the compound command (the
 * detached child for the daemon, `forge compound --wait` itself in the foreground). The holder
 * refreshes the lock's modification time while it lives, so a lock is stale only when its holder
 * stopped refreshing it for `[compound] lock_stale`: a dead holder, never a long compound.
 */
export type LockResult = { ok: true; release: () => Promise<void>; stole: boolean } | { ok: false; heldSince: number | null };

/** Refresh often enough for a short stale time, never more than every 30 s. */
const MAX_UPDATE_MS = 30_000;
/** proper-lockfile's floor: a stale time under 2 s is raised to it. */
const MIN_STALE_MS = 2_000;

export async function acquireCompoundLock(file: string, options: { staleMs: number; onCompromised: (error: Error) => void }): Promise<LockResult> {
  await mkdir(dirname(file), { recursive: true });
  const stale = Math.max(MIN_STALE_MS, options.staleMs);
  const existed = (await modifiedAt(file)) !== null;
  try {
    const release = await lockfile.lock(dirname(file), {
      lockfilePath: file,
      realpath: false,
      stale,
      update: Math.min(MAX_UPDATE_MS, stale / 2),
      onCompromised: options.onCompromised,
    });
    return { ok: true, release, stole: existed };
  } catch (error) {
    // ELOCKED: a live holder refreshes it.
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    return { ok: false, heldSince: await modifiedAt(file) };
  }
}

/** When the lock was last refreshed by its holder, or null when there is none. */
async function modifiedAt(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    // ENOENT: no lock (any more).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
