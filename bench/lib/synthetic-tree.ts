import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../../spec/heimdall/fuzz-input.js';
import { Session } from '../../spec/transcripts/synthetic-transcripts.js';

/**
 * A synthetic Claude Code transcripts tree of a given size, shaped like a long-lived project's:
 * folders of sessions, each a run of exchanges that are mostly tool calls with long outputs, a
 * compaction now and then, a subagent transcript beside some sessions. Words come from a fixed
 * vocabulary drawn with a skewed (Zipf-like) distribution, so the search index sees common and rare
 * words as in real text. Deterministic for a given size. With `exchanges`, the tree stops at that
 * many exchanges, their tool outputs shortened so the whole still comes near `targetBytes`.
 */
export interface TreeFacts {
  dirs: string[];
  sessions: number;
  exchanges: number;
  bytes: number;
  /** The largest session transcript, for the append measurement. */
  largest: { file: string; sessionId: string; bytes: number };
}

const FOLDERS = 8;
const SESSION_BYTES = 3_000_000;
/** What one exchange of this shape weighs: a fixed part, and a part that shortening outputs scales (measured). */
const EXCHANGE_FIXED_BYTES = 6_600;
const EXCHANGE_SCALED_BYTES = 38_400;

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'ta', 'vo', 'shi', 'pra', 'gel', 'dor', 'fen', 'bix', 'qua', 'zem', 'tor'];

function vocabulary(random: () => number, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const n = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < n; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    words.add(word);
  }
  return [...words];
}

export async function writeSyntheticTree(root: string, targetBytes: number, options: { exchanges?: number } = {}): Promise<TreeFacts> {
  const maxExchanges = options.exchanges ?? Infinity;
  const scale =
    options.exchanges === undefined ? 1 : Math.max(0.02, Math.min(1, (targetBytes / options.exchanges - EXCHANGE_FIXED_BYTES) / EXCHANGE_SCALED_BYTES));
  const outputWords = (n: number) => Math.max(5, Math.round(n * scale));
  const random = seededRandom(20261201);
  const words = vocabulary(random, 20_000);
  const word = () => words[Math.floor(words.length * random() ** 3)]!;
  const sentence = (n: number) => Array.from({ length: n }, word).join(' ');
  const dirs = Array.from({ length: FOLDERS }, (_, i) => join(root, `-srv-project-${i}`));
  for (const dir of dirs) mkdirSync(dir, { recursive: true });
  const facts: TreeFacts = { dirs, sessions: 0, exchanges: 0, bytes: 0, largest: { file: '', sessionId: '', bytes: 0 } };
  let day = Date.parse('2024-01-01T08:00:00Z');
  while (facts.bytes < targetBytes && facts.exchanges < maxExchanges) {
    const n = facts.sessions;
    const sessionId = `${(0x10000000 + n).toString(16)}-aaaa-4bbb-8ccc-${n.toString(16).padStart(12, '0')}`;
    const dir = dirs[n % FOLDERS]!;
    const file = join(dir, `${sessionId}.jsonl`);
    const out = createWriteStream(file);
    const s = new Session(sessionId, new Date(day).toISOString());
    day += 86_400_000 / 4;
    let written = 0;
    let flushed = 0;
    const drain = async () => {
      for (; flushed < s.lines.length; flushed++) {
        const line = `${s.lines[flushed]}\n`;
        written += Buffer.byteLength(line);
        if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      s.lines.length = 0;
      flushed = 0;
    };
    const size = SESSION_BYTES * scale * (0.3 + random() * 1.4);
    let exchange = 0;
    while (written < size && facts.exchanges < maxExchanges) {
      s.prompt(`${sentence(8 + Math.floor(random() * 20))}?`);
      facts.exchanges += 1;
      exchange += 1;
      const calls = 2 + Math.floor(random() * 6);
      for (let c = 0; c < calls; c++) {
        if (random() < 0.5) s.bash(`grep -rn ${word()} src/${word()}`, sentence(outputWords(50 + Math.floor(random() * 600))), random() < 0.05);
        else s.tool('Read', { file_path: `/srv/project/src/${word()}/${word()}.ts` }, sentence(outputWords(100 + Math.floor(random() * 800))));
      }
      s.say(sentence(outputWords(20 + Math.floor(random() * 120))));
      if (exchange % 60 === 0) s.compact();
      await drain();
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    if (n % 5 === 0) {
      const sub = new Session(`agent-${n.toString(16)}`, new Date(day).toISOString(), true);
      sub.prompt(sentence(12));
      for (let c = 0; c < 10; c++) sub.bash(`ls ${word()}`, sentence(100));
      mkdirSync(join(dir, sessionId, 'subagents'), { recursive: true });
      const subFile = join(dir, sessionId, 'subagents', `agent-${n.toString(16)}.jsonl`);
      const text = `${sub.lines.join('\n')}\n`;
      await new Promise<void>((resolve, reject) => createWriteStream(subFile).end(text, (error?: Error | null) => (error ? reject(error) : resolve())));
      facts.bytes += Buffer.byteLength(text);
    }
    facts.bytes += written;
    facts.sessions += 1;
    if (written > facts.largest.bytes) facts.largest = { file, sessionId, bytes: written };
  }
  return facts;
}
