import { execFileSync } from 'node:child_process';
import { appendFileSync, closeSync, copyFileSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corpusRequirement, corpusRoot } from '../spec/helpers/corpus-location.js';
import { openBenchMemory } from './lib/bench-memory.js';

/**
 * Transcript memory benchmarks, each next to a floor measured in the same run:
 * - whole-corpus ingest throughput vs only reading every file and JSON.parse-ing every line (target: within 3x);
 * - one appended line on a 3.5 MB transcript vs on a 10 KB one and vs append+read+parse of that line (target: under 5 ms);
 *   this is the watcher's per-event work: read and fold the new bytes; rewriting the open exchange, the state and
 *   the index is coalesced into one save a second, measured on its own;
 * - peak RSS of a process that ingests the whole corpus vs `node -e 0` (target: under 200 MB).
 */
const CORPUS = join(corpusRoot(), 'claude-transcripts');
const CHILD = fileURLToPath(new URL('./transcripts-ingest-child.js', import.meta.url));
const RUNS = 5;
const APPENDS = 200;
const SAVES = 21;

export interface TranscriptsBench {
  corpusMB: number;
  ingestMedianMs: number;
  floorMedianMs: number;
  throughputRatio: number;
  appendLargeMedianMs: number;
  appendLargeP99Ms: number;
  appendLargeCpuMedianMs: number;
  appendSmallMedianMs: number;
  appendFloorMedianMs: number;
  saveMs: number;
  peakRssMB: number;
  baselineRssMB: number;
}

export async function run(): Promise<TranscriptsBench> {
  const { missing } = corpusRequirement();
  if (missing !== null) throw new Error(`the transcripts bench reads the real corpus: ${missing}`);
  const files = jsonlFiles(CORPUS);
  const corpusMB = files.reduce((sum, f) => sum + statSync(f).size, 0) / 1e6;
  const floor: number[] = [];
  const ingest: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    floor.push(timed(() => readAndParse(files)));
    ingest.push(await timedAsync(() => ingestCorpus()));
  }
  const large = await appendCosts('fa812bfe-b295-4cca-9c2f-fdf01028cb46');
  const small = await appendCosts('short');
  const rss = peakRss();
  const result: TranscriptsBench = {
    corpusMB,
    ingestMedianMs: median(ingest),
    floorMedianMs: median(floor),
    throughputRatio: median(ingest) / median(floor),
    appendLargeMedianMs: median(large.ingest),
    appendLargeP99Ms: percentile(large.ingest, 0.99),
    appendLargeCpuMedianMs: median(large.cpu),
    appendSmallMedianMs: median(small.ingest),
    appendFloorMedianMs: median(large.floor),
    saveMs: large.save,
    peakRssMB: rss.ingest,
    baselineRssMB: rss.baseline,
  };
  const f = (n: number) => n.toFixed(2);
  console.log(`transcripts: corpus ${f(corpusMB)} MB in ${files.length} files`);
  console.log(
    `  ingest       median ${f(result.ingestMedianMs)} ms (${f(corpusMB / (result.ingestMedianMs / 1000))} MB/s), p99 ${f(percentile(ingest, 0.99))} ms`,
  );
  console.log(`  floor        median ${f(result.floorMedianMs)} ms (${f(corpusMB / (result.floorMedianMs / 1000))} MB/s) read + JSON.parse of every line`);
  console.log(`  ratio        ${f(result.throughputRatio)}x the floor (target <= 3x)`);
  console.log(`  append 1 line, 3.5 MB transcript: median ${f(result.appendLargeMedianMs)} ms, p99 ${f(result.appendLargeP99Ms)} ms (target < 5 ms)`);
  console.log(`  append 1 line, 3.5 MB transcript: CPU (user + system, all threads) median ${f(result.appendLargeCpuMedianMs)} ms`);
  console.log(`  append 1 line, 10 KB transcript:  median ${f(result.appendSmallMedianMs)} ms`);
  console.log(
    `  append floor (append + read + parse the line): median ${f(result.appendFloorMedianMs)} ms; ratio ${f(result.appendLargeMedianMs / result.appendFloorMedianMs)}x`,
  );
  console.log(`  save (rewrite the open exchange, _state.json, _index.jsonl; at most once a second): median ${f(result.saveMs)} ms`);
  console.log(`  peak RSS ingesting the corpus ${f(result.peakRssMB)} MB vs node -e 0 ${f(result.baselineRssMB)} MB (target < 200 MB)`);
  return result;
}

function jsonlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.jsonl'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

function readAndParse(files: string[]): void {
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line !== '') JSON.parse(line);
  }
}

async function ingestCorpus(): Promise<void> {
  const project = mkdtempSync(join(tmpdir(), 'bench-kb-'));
  try {
    const service = await openBenchMemory(project);
    await service.ingestDirs(['spotter', 'claude-reliability'].map((name) => ({ dir: join(CORPUS, name), agent: null, storyId: null })));
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** Cost of one appended assistant line once the transcript is ingested, on a warm service (the daemon's case). */
async function appendCosts(sessionId: string): Promise<{ ingest: number[]; floor: number[]; save: number; cpu: number[] }> {
  const project = mkdtempSync(join(tmpdir(), 'bench-kb-append-'));
  const dir = mkdtempSync(join(tmpdir(), 'bench-kb-src-'));
  try {
    const folder = readdirSync(CORPUS)
      .map((name) => join(CORPUS, name))
      .find((d) => statSync(join(d)).isDirectory() && readdirSync(d).includes(`${sessionId}.jsonl`))!;
    const file = join(dir, `${sessionId}.jsonl`);
    copyFileSync(join(folder, `${sessionId}.jsonl`), file);
    const floorFile = join(dir, 'floor.jsonl');
    copyFileSync(file, floorFile);
    const service = await openBenchMemory(project);
    const source = { file, kind: 'session' as const, sessionId, agent: null, storyId: null };
    await service.ingestSources([source]);
    const ingest: number[] = [];
    const floor: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < APPENDS; i++) {
      const line = `${assistantLine(i)}\n`;
      floor.push(timed(() => appendReadParse(floorFile, line)));
      appendFileSync(file, line);
      const cpuBefore = process.cpuUsage();
      ingest.push(await timedAsync(() => service.ingestSources([source], { flush: false })));
      const cpuSpent = process.cpuUsage(cpuBefore);
      cpu.push((cpuSpent.user + cpuSpent.system) / 1000);
    }
    const saves: number[] = [];
    for (let i = APPENDS; i < APPENDS + SAVES; i++) {
      appendFileSync(file, `${assistantLine(i)}\n`);
      await service.ingestSources([source], { flush: false });
      saves.push(await timedAsync(() => service.flush()));
    }
    return { ingest, floor, save: median(saves), cpu };
  } finally {
    rmSync(project, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The least any tailer does for a line: append it, find the size, read the new bytes, parse them. */
function appendReadParse(file: string, line: string): void {
  appendFileSync(file, line);
  const size = statSync(file).size;
  const length = Buffer.byteLength(line);
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, size - length);
  } finally {
    closeSync(fd);
  }
  JSON.parse(buffer.toString('utf8'));
}

function assistantLine(i: number): string {
  return JSON.stringify({
    type: 'assistant',
    uuid: `bench-${i}`,
    requestId: `req-bench-${i}`,
    timestamp: new Date(Date.UTC(2026, 2, 1, 12, 0, i % 60)).toISOString(),
    message: {
      model: 'claude-bench',
      id: `msg-bench-${i}`,
      role: 'assistant',
      content: [{ type: 'text', text: `Step ${i}: ${'checked the module and its tests; '.repeat(20)}` }],
      usage: { input_tokens: 3, cache_read_input_tokens: 50_000 + i, cache_creation_input_tokens: 200, output_tokens: 40 },
    },
  });
}

function peakRss(): { ingest: number; baseline: number } {
  const maxRss = (args: string[]) => {
    const out = execFileSync(process.execPath, [...args, '-e', 'process.stdout.write(String(process.resourceUsage().maxRSS))'], { encoding: 'utf8' });
    return Number(out) / 1024;
  };
  const ingest = Number(execFileSync(process.execPath, [CHILD, CORPUS], { encoding: 'utf8' })) / 1024;
  return { ingest, baseline: maxRss([]) };
}

function timed(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

async function timedAsync(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

function median(values: number[]): number {
  return percentile(values, 0.5);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
