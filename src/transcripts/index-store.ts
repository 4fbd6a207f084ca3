import { readFile } from 'node:fs/promises';
import { EXCHANGES_INDEX, IndexLine } from '../../protocol/exchange.js';
import { inProject } from '../project/project-root.js';
import { jsonOrNull } from '../text/json-or-null.js';

/**
 * `_vibe-chain-output/exchanges/_index.jsonl`, one line per exchange. Lines that do not match the
 * schema are counted and dropped; the next write leaves them out.
 */
export async function loadIndex(projectRoot: string): Promise<{ lines: IndexLine[]; invalid: number }> {
  let text: string;
  try {
    text = await readFile(inProject(projectRoot, EXCHANGES_INDEX), 'utf8');
  } catch (error) {
    // ENOENT: nothing ingested yet.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { lines: [], invalid: 0 };
    throw error;
  }
  const lines: IndexLine[] = [];
  let invalid = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    const line = parseIndexLine(raw);
    if (line !== null) lines.push(line);
    else invalid += 1;
  }
  return { lines, invalid };
}

/** One line of the index, or null when it is not JSON or does not match the schema. */
export function parseIndexLine(raw: string): IndexLine | null {
  return IndexLine.safeParse(jsonOrNull(raw)).data ?? null;
}

/**
 * An index line as it is kept until the next save: its JSON as UTF-8 and the key it sorts by
 * (start time, then session, then id). A prompt cut with "…" makes the JSON a two-byte string; as
 * bytes a line costs half of that and less than half of the object. An exchange's key never
 * changes: its start is the time of the record that opened it.
 */
export interface IndexEntry {
  key: string;
  json: Buffer;
}

export function indexEntry(line: IndexLine): IndexEntry {
  return { key: entryKey(line), json: Buffer.from(JSON.stringify(line)) };
}

/** What an index line is sorted and found by. */
export type KeyFields = Pick<IndexLine, 'session_id' | 'exchange_id' | 'started_at'>;

export function entryKey(line: KeyFields): string {
  return `${line.started_at ?? ''}\u0000${line.session_id}\u0000${line.exchange_id}`;
}

/** Which exchange a line is about. */
export function lineIdentity(sessionId: string, exchangeId: string): string {
  return `${sessionId}\u0000${exchangeId}`;
}
