import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { loadIndex } from '../src/transcripts/index-store.js';
import { kbStats } from '../src/transcripts/kb-stats.js';
import { readBody, searchExchanges } from '../src/transcripts/search.js';
import { openBenchMemory } from './lib/bench-memory.js';
import { summarize } from './lib/stats.js';
import { writeSyntheticTree } from './lib/synthetic-tree.js';

/**
 * The search index against MiniSearch (a well-kept in-memory full-text library that serialises its
 * index as JSON) on the same exchanges and queries, for correctness, speed and memory:
 * - which exchanges each finds (prefix match on every query word, as `forge kb search` does);
 * - MiniSearch: build time, serialised size, the load a fresh process pays before its first
 *   query (`forge kb search` and an MCP call start cold), query time once loaded, heap held, and
 *   the re-serialisation one update costs (its format has no append);
 * - ours: query time from files in the same process, index size on disk.
 *
 * usage: node dist/bench/transcripts-minisearch.js [--mb N] [--queries N]
 */
function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
  return value;
}

const TOKEN = /[\p{L}\p{N}_]+/gu;
const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

const mb = option('mb', 128);
const queries = option('queries', 200);
const work = mkdtempSync(join(tmpdir(), 'bench-kb-minisearch-'));
try {
  const facts = await writeSyntheticTree(join(work, 'tree'), mb * 1e6);
  const project = join(work, 'project');
  const service = await openBenchMemory(project, join(work, 'none'));
  await service.ingestDirs(facts.dirs.map((dir) => ({ dir, agent: null, storyId: null })));
  const { lines } = await loadIndex(project);
  const stats = await kbStats(project, Date.now());
  console.log(
    `${lines.length} exchanges from ${(facts.bytes / 1e6).toFixed(0)} MB of transcripts; our index ${(stats.index_bytes / 1e6).toFixed(1)} MB (with _index.jsonl)`,
  );

  const heapBefore = heapMb();
  let t = performance.now();
  const mini = new MiniSearch<{ id: string; text: string }>({
    fields: ['text'],
    tokenize: (text) => text.match(TOKEN) ?? [],
    processTerm: (term) => term.toLowerCase(),
    searchOptions: { prefix: true, combineWith: 'OR' },
  });
  for (const line of lines) mini.add({ id: `${line.session_id}/${line.exchange_id}`, text: readBody(project, line.file) ?? '' });
  const buildMs = performance.now() - t;
  const heapHeld = heapMb() - heapBefore;
  t = performance.now();
  const json = JSON.stringify(mini);
  const serialiseMs = performance.now() - t;
  t = performance.now();
  const loaded = MiniSearch.loadJSON<{ id: string; text: string }>(json, {
    fields: ['text'],
    tokenize: (text) => text.match(TOKEN) ?? [],
    processTerm: (term) => term.toLowerCase(),
    searchOptions: { prefix: true, combineWith: 'OR' },
  });
  const loadMs = performance.now() - t;
  console.log(
    `MiniSearch: built in ${(buildMs / 1000).toFixed(1)} s, heap held ${heapHeld.toFixed(0)} MB, serialised ${(json.length / 1e6).toFixed(1)} MB in ${fmt(serialiseMs)} (what each update would rewrite), loaded by a fresh process in ${fmt(loadMs)} (JSON.parse + loadJSON, before its first query)`,
  );

  const words = lines.length === 0 ? [] : ((readBody(project, lines[lines.length - 1]!.file) ?? '').match(/[a-z]{6,}/g) ?? []);
  const ours: number[] = [];
  const theirs: number[] = [];
  let same = 0;
  let differ = 0;
  for (let i = 0; i < queries && words.length > 0; i++) {
    const query = Array.from({ length: 1 + (i % 3) }, (_, k) => words[(i * 7919 + k * 104729) % words.length]).join(' ');
    t = performance.now();
    const view = await searchExchanges(project, { query, session: null, sinceMs: null, limit: 10, cursor: null, now: Date.now() });
    ours.push(performance.now() - t);
    t = performance.now();
    const results = loaded.search(query);
    theirs.push(performance.now() - t);
    if (results.length === view.total) same += 1;
    else differ += 1;
  }
  const o = summarize(ours);
  const m = summarize(theirs);
  console.log(
    `queries (${ours.length}): ours from files median ${fmt(o.median)}, p99 ${fmt(o.p99)} | MiniSearch in memory median ${fmt(m.median)}, p99 ${fmt(m.p99)}, plus ${fmt(loadMs)} to load in a fresh process | ratio ${(o.median / m.median).toFixed(2)}x in memory, ${(o.median / (m.median + loadMs)).toFixed(3)}x cold`,
  );
  console.log(`matching exchanges: the same count for ${same} queries, different for ${differ}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
