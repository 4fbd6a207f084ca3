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

/** Same lines, same bytes: ordered by start time, then session, then id. */
export function sortIndex(lines: Iterable<IndexLine>): IndexLine[] {
  const key = (line: IndexLine) => `${line.started_at ?? ''}\u0000${line.session_id}\u0000${line.exchange_id}`;
  return [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export async function saveIndex(projectRoot: string, lines: Iterable<IndexLine>): Promise<void> {
  const text = sortIndex(lines)
    .map((line) => JSON.stringify(line))
    .join('\n');
  await writeAtomic(inProject(projectRoot, EXCHANGES_INDEX), text === '' ? '' : `${text}\n`, { fsync: false });
}
