import { open, readdir, stat } from 'node:fs/promises';
import { COMPOUND_LOG, EXCHANGES_INDEX, EXCHANGES_STATE, type KbStats, type LastCompound, SEARCH_DIR } from '../../protocol/exchange.js';
import { toIso } from '../../protocol/timestamps.js';
import { inProject } from '../project/project-root.js';
import { loadState } from './state-store.js';

/** What `forge kb stats` prints: counts from `_state.json` and sizes from the file system. */
export async function kbStats(projectRoot: string): Promise<KbStats> {
  const { state } = await loadState(projectRoot);
  const sessions = Object.values(state.sessions);
  const searchDir = inProject(projectRoot, SEARCH_DIR);
  const searchFiles = await readdir(searchDir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  let indexBytes = (await sizeOf(inProject(projectRoot, EXCHANGES_INDEX)))?.size ?? 0;
  for (const name of searchFiles) indexBytes += (await sizeOf(`${searchDir}/${name}`))?.size ?? 0;
  const stateStat = await sizeOf(inProject(projectRoot, EXCHANGES_STATE));
  return {
    ok: true,
    sessions: sessions.length,
    exchanges: sessions.reduce((sum, s) => sum + s.totals.exchanges, 0),
    transcript_bytes: Object.values(state.files).reduce((sum, f) => sum + f.offset, 0),
    index_bytes: indexBytes,
    last_ingest_at: stateStat === null ? null : toIso(stateStat.mtimeMs),
    last_compound: await lastCompound(projectRoot),
  };
}

async function sizeOf(file: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    return await stat(file);
  } catch (error) {
    // ENOENT: nothing written yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const TAIL = 4096;
const EXITED = /^\[([^\]]+)\] compound exited with (-?\d+)$/gm;

/** The last "compound exited with N" line the detached runner wrote, from the log's last 4 KB. */
export async function lastCompound(projectRoot: string): Promise<LastCompound | null> {
  let handle;
  try {
    handle = await open(inProject(projectRoot, COMPOUND_LOG), 'r');
  } catch (error) {
    // ENOENT: no compound ever ran here.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const start = Math.max(0, size - TAIL);
    const buffer = Buffer.alloc(size - start);
    await handle.read(buffer, 0, buffer.length, start);
    const last = [...buffer.toString('utf8').matchAll(EXITED)].pop();
    if (last === undefined || Number.isNaN(Date.parse(last[1]!))) return null;
    return { at: toIso(Date.parse(last[1]!)), exit_code: Number(last[2]) };
  } finally {
    await handle.close();
  }
}
