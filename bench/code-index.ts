import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerCodeQuestion } from '../src/code/code-answer.js';
import { loadIndex, saveIndex } from '../src/code/index-store.js';
import { RepositoryIndexer } from '../src/code/indexer.js';
import { fileLineReader } from '../src/code/line-reader.js';
import { moduleParts } from '../src/code/lookups.js';
import { listRepository } from '../src/code/walk.js';
import { ms, report, summarize } from './lib/stats.js';

/**
 * The code index on real code nobody here wrote, side by side with the floors in one run:
 * Python's standard library as installed and the JavaScript/TypeScript under node_modules/.
 * - whole index (both cores) vs universal-ctags on the same files: time (target <= 3x) and peak RSS (target < 300 MB);
 * - one changed file re-indexed and queryable vs ctags on that one file (target < 50 ms);
 * - definition questions for a random sample of names ctags reports as functions, classes or
 *   methods: p99 (target < 20 ms), answer bytes (target < 10 KB), recall of ctags' file:line in the
 *   top 3 (target >= 98%), the same for the question qualified by its module, and precision,
 *   against `rg -n -w NAME` over the same files (time, bytes);
 * - the index file: size, load, one appended file vs a whole rewrite.
 * SAMPLE=N changes the sample size (default 500); RUNS=N the whole-index repeats (default 3);
 * CORPUS=word runs only the corpus whose name holds it (Python, node_modules).
 */
const CHILD = fileURLToPath(new URL('./code-index-child.js', import.meta.url));
const SAMPLE = Number(process.env.SAMPLE ?? 500);
const RUNS = Number(process.env.RUNS ?? 3);
const CHANGES = 30;

interface Corpus {
  name: string;
  root: string;
  ctagsLanguages: string;
  kinds: Set<string>;
  /** ripgrep's file types for the same languages. */
  rgTypes: string[];
}

function corpora(): Corpus[] {
  const found: Corpus[] = [];
  const python = readdirSync('/usr/lib')
    .filter((name) => /^python3\.\d+$/.test(name))
    .sort()
    .pop();
  if (python)
    found.push({
      name: `Python stdlib (/usr/lib/${python})`,
      root: `/usr/lib/${python}`,
      ctagsLanguages: 'Python',
      kinds: new Set(['class', 'function', 'member']),
      rgTypes: ['-t', 'py'],
    });
  const modules = fileURLToPath(new URL('../../node_modules', import.meta.url));
  if (existsSync(modules))
    found.push({
      name: 'node_modules JS/TS',
      root: modules,
      ctagsLanguages: 'JavaScript,TypeScript',
      kinds: new Set(['class', 'function', 'method']),
      rgTypes: ['-t', 'js', '-t', 'ts'],
    });
  return found;
}

export async function run(): Promise<void> {
  for (const tool of ['ctags', 'rg'])
    if (spawnSync(tool, ['--version']).error) throw new Error(`the code-index bench compares with ${tool}, which is not on PATH`);
  const only = process.env.CORPUS;
  for (const corpus of corpora()) if (only === undefined || corpus.name.includes(only)) await bench(corpus);
}

async function bench(corpus: Corpus): Promise<void> {
  const listing = await listRepository(corpus.root, ['.git']);
  const files = listing.files.filter((file) => file.size <= 1_000_000).map((file) => file.path);
  const mb = listing.files.reduce((sum, file) => sum + file.size, 0) / 1e6;
  console.log(`code index: ${corpus.name}, ${listing.files.length} files, ${mb.toFixed(1)} MB`);

  // Whole index: ours in a fresh process on two threads, ctags on the same file list.
  const ours: number[] = [];
  const oursCpu: number[] = [];
  const rss: number[] = [];
  const ctags: number[] = [];
  const ctagsCpu: number[] = [];
  const ctagsRss: number[] = [];
  let child: { files: number; skipped: Record<string, number> } | null = null;
  for (let i = 0; i < RUNS; i++) {
    const out = JSON.parse(execFileSync(process.execPath, [CHILD, corpus.root, '2'], { encoding: 'utf8', maxBuffer: 1 << 24 }));
    ours.push(out.ms);
    oursCpu.push(out.cpuMs);
    rss.push(out.peakRssMB);
    child = out;
    const floor = timeOf(['ctags', '-f', '/dev/null', `--languages=${corpus.ctagsLanguages}`, '-L', '-'], files.join('\n'), corpus.root);
    ctags.push(floor.wallMs);
    ctagsCpu.push(floor.cpuMs);
    ctagsRss.push(floor.peakRssMB);
  }
  report('  whole index (2 threads), wall', summarize(ours), summarize(ctags), 'ctags on the same files', '<= 3x ctags');
  // Each run beside the ctags run right after it: on a shared machine the load moves between runs.
  const pairs = summarize(ours.map((value, i) => value / ctags[i]!));
  console.log(`  whole index / ctags, run by run: median ${pairs.median.toFixed(2)}x, max ${pairs.max.toFixed(2)}x (n=${pairs.n})`);
  report('  whole index (2 threads), CPU (user + system)', summarize(oursCpu), summarize(ctagsCpu), 'ctags', 'for reference on a shared machine');
  console.log(
    `  peak RSS: ${summarize(rss).median.toFixed(0)} MB (target < 300 MB) | ctags ${summarize(ctagsRss).median.toFixed(0)} MB | indexed ${child!.files} files, skipped ${JSON.stringify(child!.skipped)}`,
  );

  // The index in this process for the rest.
  const dir = mkdtempSync(join(tmpdir(), 'vibe-chain-code-bench-'));
  try {
    const file = join(dir, 'index.jsonl');
    const { indexer } = await RepositoryIndexer.open({ root: corpus.root, file, now: Date.now, threads: 2, ignoredDirs: ['.git'] });
    const index = indexer.index;
    const readLine = fileLineReader(corpus.root);
    const ask = (name: string) => answerCodeQuestion(index, 'bench', { ask: 'definition', name, tokens: 1024, limit: 20 }, readLine);

    // One changed file: re-indexed (parse on the pool, merge, append) and a question answered on it.
    const sizes = [...index.files.values()].sort((a, b) => a.size - b.size);
    const changed = sizes[Math.floor(sizes.length * 0.9)]!;
    const name = changed.defs[0]?.[1] ?? 'x';
    const change: number[] = [];
    const ctagsOne: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      change.push(
        await timedAsync(async () => {
          await indexer.reindex([changed.path]);
          ask(name);
        }),
      );
      ctagsOne.push(timeOf(['ctags', '-f', '/dev/null', `--languages=${corpus.ctagsLanguages}`, changed.path], '', corpus.root).wallMs);
    }
    // The first change comes right after the build, while the renewed threads are still starting.
    report(
      `  one changed file (${(changed.size / 1000).toFixed(0)} KB, 90th percentile size), re-indexed + asked, after the first`,
      summarize(change.slice(1)),
      summarize(ctagsOne.slice(1)),
      'ctags on that file',
      '< 50 ms',
    );
    console.log(`  the first change, sent as the whole build ended (its threads renewing): ${ms(change[0]!)}`);

    // Definition questions over a sample of ctags' functions, classes and methods.
    const tags = ctagsOf(corpus, files, true)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { name: string; path: string; line: number; kind: string; scope?: string; scopeKind?: string })
      // ctags names anonymous functions itself (AnonymousFunction01265e71...): nobody asks for those.
      .filter((tag) => corpus.kinds.has(tag.kind) && /^[A-Za-z_$][\w$]*$/.test(tag.name) && !/^AnonymousFunction[0-9a-f]+$/.test(tag.name));
    const sample = sampleOf(tags, SAMPLE, 29);
    const times: number[] = [];
    const bytes: number[] = [];
    const rgTimes: number[] = [];
    const rgBytes: number[] = [];
    // How many files ctags itself finds each name defined in: past three, no answer of three names them all.
    const defining = new Map<string, Set<string>>();
    for (const tag of tags) {
      const key = questionOf(tag);
      if (!defining.has(key)) defining.set(key, new Set());
      defining.get(key)!.add(`${tag.path}:${tag.line}`);
    }
    let hits = 0;
    let qualifiedHits = 0;
    let answerable = 0;
    let answerableHits = 0;
    let shown = 0;
    let wrong = 0;
    // Tags in files the index skips on purpose (a minified bundle, a file past 1 MB, a binary): ctags
    // reads them, so they stay in the sample, and the recall is also given without them.
    const skippedByRule = (path: string) => ['minified', 'too_large', 'binary'].includes(index.skips.get(path)?.reason ?? '');
    let inSkipped = 0;
    let readHits = 0;
    for (const tag of sample) {
      const question = questionOf(tag);
      let view: ReturnType<typeof ask> | null = null;
      times.push(
        timed(() => {
          view = ask(question);
        }),
      );
      const answer = view!;
      bytes.push(Buffer.byteLength(JSON.stringify(answer)));
      const top = answer.items.slice(0, 3);
      const found = top.some((item) => item.file === tag.path && item.line === tag.line);
      if (found) hits += 1;
      if (skippedByRule(tag.path)) inSkipped += 1;
      else if (found) readHits += 1;
      if (defining.get(question)!.size <= 3) {
        answerable += 1;
        if (found) answerableHits += 1;
      }
      // The same question as an agent asks when the bare name is not enough: qualified by its module (json.decoder.JSONDecoder.decode).
      const qualified = answerCodeQuestion(
        index,
        'bench',
        { ask: 'definition', name: `${moduleParts(tag.path).join('.')}.${question}`, tokens: 1024, limit: 20 },
        readLine,
      );
      if (qualified.items.slice(0, 3).some((item) => item.file === tag.path && item.line === tag.line)) qualifiedHits += 1;
      shown += top.length;
      wrong += top.filter((item) => item.name !== tag.name).length;
      let out = '';
      rgTimes.push(
        timed(() => {
          out = spawnSync('rg', ['-n', '-w', '--no-heading', ...corpus.rgTypes, tag.name, '.'], {
            cwd: corpus.root,
            encoding: 'utf8',
            maxBuffer: 1 << 28,
          }).stdout;
        }),
      );
      rgBytes.push(Buffer.byteLength(out));
    }
    report(`  definition question (n=${sample.length})`, summarize(times), summarize(rgTimes), 'rg -n -w NAME', 'p99 < 20 ms');
    const b = summarize(bytes);
    const r = summarize(rgBytes);
    console.log(
      `  answer bytes: median ${b.median}, p99 ${b.p99}, max ${b.max} (target < 10000) | rg: median ${r.median}, p99 ${r.p99}, max ${r.max} | ratio of medians ${(b.median / r.median).toFixed(3)}x`,
    );
    console.log(
      `  recall: ctags' file:line in the top 3 for ${hits} of ${sample.length} (${pct(hits, sample.length)}, target >= 98%); for the ${answerable} names ctags finds defined at most 3 times: ${answerableHits} (${pct(answerableHits, answerable)})`,
    );
    console.log(
      `  recall without the ${inSkipped} sampled tags in files the index skips by rule (minified, too large, binary): ${readHits} of ${sample.length - inSkipped} (${pct(readHits, sample.length - inSkipped)})`,
    );
    console.log(`  recall of the module-qualified question (module.name): ${qualifiedHits} of ${sample.length} (${pct(qualifiedHits, sample.length)})`);
    console.log(
      `  precision: ${shown - wrong} of ${shown} answers shown are definitions of the name asked (${((100 * (shown - wrong)) / Math.max(shown, 1)).toFixed(1)}%)`,
    );

    // The index file: why JSON lines.
    const size = statSync(file).size;
    const load: number[] = [];
    for (let i = 0; i < 5; i++) load.push(timed(() => loadIndex(file, corpus.root, 0)));
    const copy = join(dir, 'copy.jsonl');
    copyFileSync(file, copy);
    const rewrite: number[] = [];
    for (let i = 0; i < 5; i++) rewrite.push(await timedAsync(() => saveIndex(copy, index)));
    const asOne = JSON.stringify(JSON.parse(`[${readFileSync(file, 'utf8').trimEnd().split('\n').join(',')}]`));
    const parseOne: number[] = [];
    for (let i = 0; i < 5; i++) parseOne.push(timed(() => JSON.parse(asOne)));
    console.log(
      `  index file: ${(size / 1e6).toFixed(2)} MB (${(size / (mb * 1e6)).toFixed(2)} of the source) | load median ${ms(summarize(load).median)} (JSON.parse of the same as one document ${ms(summarize(parseOne).median)}) | one file appended: median ${ms(summarize(change).median)} all in, vs a whole rewrite median ${ms(summarize(rewrite).median)}`,
    );
    await indexer.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function ctagsOf(corpus: Corpus, files: string[], json: boolean): string {
  const args = json ? ['--output-format=json', '--fields=+nKs', '-f', '-'] : ['-f', '/dev/null'];
  return execFileSync('ctags', [...args, `--languages=${corpus.ctagsLanguages}`, '-L', '-'], {
    cwd: corpus.root,
    input: files.join('\n'),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    // ctags warns about every tag it cannot name in node_modules: not a figure.
    stdio: ['pipe', 'pipe', 'ignore'],
  });
}

/** Wall time, CPU time and peak RSS of a command, from GNU time (/usr/bin/time). */
function timeOf(command: string[], input: string, cwd: string): { wallMs: number; cpuMs: number; peakRssMB: number } {
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', 'BENCH %U %S %M', ...command], { cwd, input, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wallMs = performance.now() - started;
  if (run.error) throw new Error(`the code-index bench needs GNU time at /usr/bin/time: ${run.error.message}`);
  const line = run.stderr.split('\n').find((text) => text.startsWith('BENCH ')) ?? '';
  const [, user, system, kb] = line.split(' ').map(Number);
  return { wallMs, cpuMs: ((user ?? 0) + (system ?? 0)) * 1000, peakRssMB: (kb ?? 0) / 1024 };
}

/** A method is asked as Class.method (Interface.method), as an agent reading the class would. */
function questionOf(tag: { name: string; scope?: string; scopeKind?: string }): string {
  return (tag.scopeKind === 'class' || tag.scopeKind === 'interface') && tag.scope ? `${tag.scope}.${tag.name}` : tag.name;
}

function pct(part: number, whole: number): string {
  return `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
}

/** A reproducible sample (a seeded shuffle). */
function sampleOf<T>(items: T[], n: number, seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

async function timedAsync(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
