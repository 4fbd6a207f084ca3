import { readdir, stat } from 'node:fs/promises';
import { EXCHANGES_INDEX, EXCHANGES_STATE, type KbStats, SEARCH_DIR } from '../../protocol/exchange.js';
import { toIso } from '../../protocol/timestamps.js';
import { codeIndexCounts, codeIndexFacts } from '../code/index-facts.js';
import { inProject } from '../project/project-root.js';
import { lastCompound } from './memory-facts.js';
import { loadState } from './state-store.js';

/**
 * What `forge kb stats` prints: counts from `_state.json` and sizes from the file system, and the
 * code index as forge doctor counts it (read from its file; never built here).
 */
export async function kbStats(projectRoot: string, now: number): Promise<KbStats> {
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
    code_index: codeIndexCounts(codeIndexFacts(projectRoot, now)),
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
