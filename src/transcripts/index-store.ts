import { readFile } from 'node:fs/promises';
import { EXCHANGES_INDEX, IndexLine } from '../../protocol/exchange.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { inProject } from '../project/project-root.js';

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
    const parsed = IndexLine.safeParse(parseOrNull(raw));
    if (parsed.success) lines.push(parsed.data);
    else invalid += 1;
  }
  return { lines, invalid };
}

function parseOrNull(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch (error) {
    // SyntaxError: a torn or hand-broken line; the schema check reports it as invalid.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * An index line as it is kept between saves: its JSON as UTF-8 and the key it sorts by (start
 * time, then session, then id). A prompt cut with "…" makes the JSON a two-byte string; as bytes
 * a line costs half of that and less than half of the object, and a save only sorts and copies.
 */
export interface IndexEntry {
  key: string;
  json: Buffer;
}

export function indexEntry(line: IndexLine): IndexEntry {
  return { key: `${line.started_at ?? ''}\u0000${line.session_id}\u0000${line.exchange_id}`, json: Buffer.from(JSON.stringify(line)) };
}

/** Same lines, same bytes: ordered by their keys, one a line. */
export async function saveIndex(projectRoot: string, entries: Iterable<IndexEntry>): Promise<void> {
  const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const text = Buffer.allocUnsafe(sorted.reduce((sum, entry) => sum + entry.json.length + 1, 0));
  let at = 0;
  for (const entry of sorted) {
    at += entry.json.copy(text, at);
    text[at++] = 10;
  }
  await writeAtomic(inProject(projectRoot, EXCHANGES_INDEX), text, { fsync: false });
}
