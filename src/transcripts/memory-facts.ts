import { open, readFile } from 'node:fs/promises';
import type { LastCompound } from '../../protocol/exchange.js';
import { COMPOUND_LOG, EXCHANGES_STATE } from '../../protocol/paths.js';
import { inProject } from '../project/project-root.js';

/**
 * The exchanges `_state.json` counts, added up over its sessions; 0 when there is no state or it
 * does not read (the next ingest rewrites it). For the block every session of the project starts
 * with: read without the schema, whose loading would cost more than the read.
 */
export async function exchangeCount(projectRoot: string): Promise<number> {
  let state: unknown;
  try {
    state = JSON.parse(await readFile(inProject(projectRoot, EXCHANGES_STATE), 'utf8'));
  } catch (error) {
    // ENOENT: nothing ingested yet; SyntaxError: a torn state, rebuilt by the next ingest.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return 0;
    throw error;
  }
  const sessions = (state as { sessions?: unknown } | null)?.sessions;
  if (typeof sessions !== 'object' || sessions === null) return 0;
  let count = 0;
  for (const session of Object.values(sessions)) {
    const exchanges = (session as { totals?: { exchanges?: unknown } } | null)?.totals?.exchanges;
    if (typeof exchanges === 'number' && Number.isInteger(exchanges) && exchanges >= 0) count += exchanges;
  }
  return count;
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
    return { at: new Date(Date.parse(last[1]!)).toISOString(), exit_code: Number(last[2]) };
  } finally {
    await handle.close();
  }
}
