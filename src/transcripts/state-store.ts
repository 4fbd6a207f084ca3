import { readFile } from 'node:fs/promises';
import { EXCHANGES_STATE, ExchangesState } from '../../protocol/exchange.js';
import { stableJson } from '../../protocol/stable-json.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { inProject } from '../project/project-root.js';

/**
 * `_vibe-chain-output/exchanges/_state.json`. A missing or unreadable state is not an error: it
 * only means every transcript is read from the start again, which rebuilds the same files.
 */
export function emptyState(): ExchangesState {
  return { version: 1, files: {}, sessions: {} };
}

export async function loadState(projectRoot: string): Promise<{ state: ExchangesState; problem: string | null }> {
  let text: string;
  try {
    text = await readFile(inProject(projectRoot, EXCHANGES_STATE), 'utf8');
  } catch (error) {
    // ENOENT: nothing ingested yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: emptyState(), problem: null };
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return { state: emptyState(), problem: `${EXCHANGES_STATE} is not JSON; every transcript is read again` };
  }
  const parsed = ExchangesState.safeParse(raw);
  if (!parsed.success) return { state: emptyState(), problem: `${EXCHANGES_STATE} does not match its schema; every transcript is read again` };
  return { state: parsed.data, problem: null };
}

/** Derived data, rebuilt by a re-ingest: no fsync, so a busy session does not wait on the disk. */
export async function saveState(projectRoot: string, state: ExchangesState): Promise<void> {
  await writeAtomic(inProject(projectRoot, EXCHANGES_STATE), stableJson(state), { fsync: false });
}
