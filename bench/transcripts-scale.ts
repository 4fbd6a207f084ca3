import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exchangeFile } from '../protocol/exchange.js';
import { EXCHANGES_DIR } from '../protocol/paths.js';
import { kbStats } from '../src/transcripts/kb-stats.js';
import { searchExchanges } from '../src/transcripts/search.js';
import { openBenchMemory } from './lib/bench-memory.js';
import { writeSyntheticTree } from './lib/synthetic-tree.js';

/**
 * The transcript memory at scale, on a synthetic tree of the size asked for (`--mb`, default
 * 1024), each figure next to a floor measured in the same run:
 * - whole-tree ingest vs reading every file and JSON.parse-ing every line (target: within 3x), and
 *   its peak RSS vs `node -e 0` (target: under 300 MB); then writing as many plain files as the
 *   ingest wrote exchange files, of the same sizes, to show what file creation costs here;
 * - a restart over the ingested tree vs the same floor (target: a stat per file, under 2 s);
 * - one line appended to the largest transcript: the ingest's work, then the save (target: under 5 ms);
 * - search p50/p99 and answer size (target: p99 under 50 ms at 100,000 exchanges, answers under 10 KB).
 * The tree is written to a temporary folder and removed at the end.
 *
 * `--exchanges N` stops the tree at N exchanges, their outputs shortened to keep near `--mb`.
 *
 * usage: node dist/bench/transcripts-scale.js [--mb N] [--exchanges N] [--queries N]
 */
const CHILD = fileURLToPath(new URL('./transcripts-scale-child.js', import.meta.url));

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
  return value;
}

function jsonlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.jsonl'))
    .map((e) => join(e.parentPath, e.name));
}

function readAndParse(files: string[]): void {
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line !== '') JSON.parse(line);
  }
}

/** The sizes of the exchange files an ingest wrote. */
function writtenFiles(dir: string): number[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => statSync(join(e.parentPath, e.name)).size);
}

/** As many files of the same sizes, a folder per hundred, as the ingest's folder per session. */
function writeFilesLike(dir: string, sizes: number[]): void {
  const body = Buffer.alloc(Math.max(0, ...sizes), 'x');
  for (const [i, size] of sizes.entries()) {
    const folder = join(dir, String(Math.floor(i / 100)));
    if (i % 100 === 0) mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${i}.md`), body.subarray(0, size));
  }
}

function child(project: string, dirs: string[]): { ms: number; maxRssKB: number } {
  return JSON.parse(execFileSync(process.execPath, [CHILD, project, ...dirs], { encoding: 'utf8', maxBuffer: 1 << 20 })) as { ms: number; maxRssKB: number };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const mb = option('mb', 1024);
const queries = option('queries', 200);
const exchanges = process.argv.includes('--exchanges') ? option('exchanges', 0) : undefined;
const work = mkdtempSync(join(tmpdir(), 'bench-kb-scale-'));
try {
  const free = statfsSync(work).bavail * statfsSync(work).bsize;
  if (free < mb * 1e6 * 2.5)
    throw new Error(`${(free / 1e9).toFixed(1)} GB free under ${tmpdir()}: a ${mb} MB tree and its memory need about ${((mb * 2.5) / 1000).toFixed(1)} GB`);
  const tree = join(work, 'tree');
  const project = join(work, 'project');
  let t = performance.now();
  const facts = await writeSyntheticTree(tree, mb * 1e6, exchanges === undefined ? {} : { exchanges });
  console.log(
    `tree: ${(facts.bytes / 1e6).toFixed(0)} MB, ${facts.sessions} sessions, ${facts.exchanges} exchanges, written in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const files = jsonlFiles(tree);
  t = performance.now();
  readAndParse(files);
  const floorMs = performance.now() - t;
  const baselineKB = JSON.parse(
    execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.resourceUsage().maxRSS))'], { encoding: 'utf8' }),
  ) as number;
  const ingest = child(project, facts.dirs);
  console.log(
    `ingest: ${(ingest.ms / 1000).toFixed(1)} s vs floor (read + JSON.parse every line) ${(floorMs / 1000).toFixed(1)} s: ${(ingest.ms / floorMs).toFixed(2)}x (target 3x)`,
  );
  console.log(`ingest peak RSS: ${(ingest.maxRssKB / 1024).toFixed(0)} MB vs node -e 0 ${(baselineKB / 1024).toFixed(0)} MB (target < 300 MB)`);
  // What the ingest must write on top of the floor: one file per exchange. Writing as many files of
  // the same sizes, plainly, shows how much of the ratio this file system's file creation takes.
  const written = writtenFiles(join(project, EXCHANGES_DIR));
  t = performance.now();
  writeFilesLike(join(work, 'write-floor'), written);
  const writeMs = performance.now() - t;
  console.log(
    `  writing ${written.length} files of the exchanges' sizes (${(written.reduce((a, b) => a + b, 0) / 1e6).toFixed(0)} MB) with writeFileSync: ${(writeMs / 1000).toFixed(1)} s; ingest vs floor + those writes: ${(ingest.ms / (floorMs + writeMs)).toFixed(2)}x`,
  );
  t = performance.now();
  for (const file of files) statSync(file);
  const statMs = performance.now() - t;
  const restart = child(project, facts.dirs);
  console.log(`restart over the ingested tree: ${restart.ms.toFixed(0)} ms vs a stat per file ${statMs.toFixed(0)} ms (${files.length} files; target < 2 s)`);

  const service = await openBenchMemory(project);
  const source = { file: facts.largest.file, kind: 'session' as const, sessionId: facts.largest.sessionId, agent: null, storyId: null };
  await service.ingestSources([source], { flush: false });
  const appends: number[] = [];
  for (let i = 0; i < 50; i++) {
    appendFileSync(
      facts.largest.file,
      `${JSON.stringify({ type: 'assistant', uuid: `bench-${i}`, timestamp: new Date(Date.parse('2030-01-01T00:00:00Z') + i * 1000).toISOString(), message: { id: `m${i}`, role: 'assistant', content: [{ type: 'text', text: `appended line ${i}` }] } })}\n`,
    );
    t = performance.now();
    await service.ingestSources([source], { flush: false });
    appends.push(performance.now() - t);
  }
  t = performance.now();
  await service.flush();
  const saveMs = performance.now() - t;
  console.log(
    `append one line to a ${(facts.largest.bytes / 1e6).toFixed(1)} MB transcript: median ${percentile(appends, 0.5).toFixed(2)} ms, p99 ${percentile(appends, 0.99).toFixed(2)} ms (target < 5 ms); the coalesced save after them: ${saveMs.toFixed(0)} ms`,
  );

  const stats = await kbStats(project, Date.now());
  const words = readFileSync(facts.largest.file, 'utf8')
    .slice(0, 200_000)
    .match(/[a-z]{6,}/g) ?? ['kalo'];
  const times: number[] = [];
  const cpu: number[] = [];
  const floor: number[] = [];
  let biggest = 0;
  // The first queries compile the search code: measured apart, then left out of the percentiles.
  const warmup = 10;
  let coldMs = 0;
  for (let i = -warmup; i < queries; i++) {
    const n = i + warmup;
    const query = Array.from({ length: 1 + (n % 3) }, (_, k) => words[(n * 7919 + k * 104729) % words.length]).join(' ');
    const before = process.cpuUsage();
    t = performance.now();
    const view = await searchExchanges(project, { query, session: null, sinceMs: null, limit: 10, cursor: null, now: Date.now() });
    if (i === -warmup) coldMs = performance.now() - t;
    if (i < 0) continue;
    times.push(performance.now() - t);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
    biggest = Math.max(biggest, JSON.stringify(view).length);
    // The floor: reading the exchanges the answer shows, which any search must do for its snippets.
    t = performance.now();
    for (const hit of view.hits) readFileSync(join(project, exchangeFile(hit.session_id, hit.exchange_id)), 'utf8');
    floor.push(performance.now() - t);
  }
  console.log(
    `search over ${stats.exchanges} exchanges (index ${(stats.index_bytes / 1e6).toFixed(0)} MB; first query ${coldMs.toFixed(0)} ms, then ${warmup} warm-up queries left out): p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms (target < 50 ms at 100,000); CPU per query (all threads) p50 ${percentile(cpu, 0.5).toFixed(1)} ms, p99 ${percentile(cpu, 0.99).toFixed(1)} ms; floor (reading the shown exchanges) p50 ${percentile(floor, 0.5).toFixed(1)} ms: ${(percentile(times, 0.5) / Math.max(0.01, percentile(floor, 0.5))).toFixed(1)}x; largest answer ${biggest} bytes (target < 10 KB)`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
