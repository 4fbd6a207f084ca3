import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createExclusive } from '../fs/exclusive-create.js';

/**
 * The compound lock: one file made by exclusive create, holding who took it and when. It outlives
 * the daemon (a detached compound keeps running), so staleness is judged by the time written in
 * it, against `[compound] lock_stale`.
 */
export interface LockClaim {
  file: string;
  token: string;
}

export type LockResult = { ok: true; claim: LockClaim; stole: boolean } | { ok: false; heldSince: number | null };

export async function acquireCompoundLock(file: string, options: { now: number; staleMs: number; purpose: string }): Promise<LockResult> {
  const token = randomUUID();
  const content = `${JSON.stringify({ token, pid: process.pid, taken_at: new Date(options.now).toISOString(), purpose: options.purpose })}\n`;
  await mkdir(dirname(file), { recursive: true });
  if (await createExclusive(file, content)) return { ok: true, claim: { file, token }, stole: false };
  const since = await takenAt(file);
  if (since !== null && options.now - since < options.staleMs) return { ok: false, heldSince: since };
  // Stale or vanished: remove it and race for it once more. Two callers that both judged it stale
  // could both get through here; the daemon is the only regular taker, so that is left unguarded.
  await rm(file, { force: true });
  if (await createExclusive(file, content)) return { ok: true, claim: { file, token }, stole: true };
  return { ok: false, heldSince: await takenAt(file) };
}

/** Removes the lock only if it is still ours: a lock stolen as stale belongs to someone else now. */
export async function releaseCompoundLock(claim: LockClaim): Promise<void> {
  const holder = await readHolder(claim.file);
  if (holder?.token === claim.token) await rm(claim.file, { force: true });
}

async function takenAt(file: string): Promise<number | null> {
  const holder = await readHolder(file);
  const fromContent = typeof holder?.taken_at === 'string' ? Date.parse(holder.taken_at) : Number.NaN;
  if (Number.isFinite(fromContent)) return fromContent;
  try {
    return (await stat(file)).mtimeMs;
  } catch (error) {
    // ENOENT: released between our create attempt and now.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function readHolder(file: string): Promise<{ token?: unknown; taken_at?: unknown } | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // ENOENT: no lock (any more).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as { token?: unknown; taken_at?: unknown }) : null;
  } catch (error) {
    // SyntaxError: a half-written or hand-made lock; its age comes from mtime instead.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}
