import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadIndex, RULES } from '../../src/code/index-store.js';
import { RepositoryIndexer } from '../../src/code/indexer.js';
import { onCleanup } from '../helpers/cleanup.js';
import { indexedFixture } from './code-fixture.js';

const NOW = () => Date.parse('2026-04-01T12:00:00Z');
const lineCount = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').length;

test('a whole index holds each definition with its kind, signature and line, the uses and the imports', async (t) => {
  const { indexer } = await indexedFixture(t);
  const index = indexer.index;
  assert.equal(index.files.size, 6);
  assert.deepEqual(
    index.defsByName.get('parseConfig')!.map(({ file, def }) => `${file}:${def[2]} ${def[0]} ${def[4]}`),
    ['src/config/parse.ts:7 function export function parseConfig(text: string): Config {'],
  );
  assert.deepEqual(
    index.refsByName
      .get('parseConfig')!
      .map(({ file, line }) => `${file}:${line}`)
      .sort(),
    ['src/config/parse.ts:13', 'src/main.ts:6'],
  );
  assert.deepEqual(index.files.get('tools/report.py')!.imports, [
    ['json', 1],
    ['.helpers', 2],
  ]);
  assert.equal(index.defsByName.get('Configuration')![0]!.def[0], 'heading');
});

test('a second open reads the index file instead of parsing the repository, and a deleted file is rebuilt', async (t) => {
  const { root, indexer, file } = await indexedFixture(t);
  const again = await RepositoryIndexer.open({ root, file, now: NOW });
  onCleanup(t, () => again.indexer.close());
  assert.equal(again.built, false);
  assert.deepEqual([...again.indexer.index.files.keys()].sort(), [...indexer.index.files.keys()].sort());
  rmSync(file);
  const rebuilt = await RepositoryIndexer.open({ root, file, now: NOW });
  onCleanup(t, () => rebuilt.indexer.close());
  assert.equal(rebuilt.built, true);
  assert.equal(rebuilt.indexer.index.files.size, 6);
});

test('an index file written under other extraction rules (older queries) is rebuilt, not mixed with new facts', async (t) => {
  const { root, file } = await indexedFixture(t);
  const [header, ...rest] = readFileSync(file, 'utf8').split('\n');
  assert.equal((JSON.parse(header!) as { rules: string }).rules, RULES);
  writeFileSync(file, [JSON.stringify({ ...JSON.parse(header!), rules: '1-000000000000' }), ...rest].join('\n'));
  const again = await RepositoryIndexer.open({ root, file, now: NOW });
  onCleanup(t, () => again.indexer.close());
  assert.equal(again.built, true);
  assert.equal((JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!) as { rules: string }).rules, RULES);
});

test('re-indexing one saved file replaces its facts and appends one line to the index file', async (t) => {
  const { root, indexer, file } = await indexedFixture(t);
  const before = lineCount(file);
  writeFileSync(join(root, 'src/fs/read.ts'), 'export function readBytes(path: string): string {\n  return path;\n}\n');
  const changes = await indexer.reindex(['src/fs/read.ts']);
  assert.equal(changes.indexed, 1);
  assert.equal(indexer.index.defsByName.has('readText'), false);
  assert.equal(indexer.index.defsByName.get('readBytes')![0]!.file, 'src/fs/read.ts');
  assert.equal(lineCount(file), before + 1);
  // What a restart reads is what the indexer holds.
  const loaded = loadIndex(file, root, NOW())!;
  assert.equal(loaded.index.defsByName.get('readBytes')![0]!.def[2], 1);
  rmSync(join(root, 'src/fs/read.ts'));
  await indexer.reindex(['src/fs/read.ts']);
  assert.equal(indexer.index.files.has('src/fs/read.ts'), false);
  assert.equal(loadIndex(file, root, NOW())!.index.files.has('src/fs/read.ts'), false);
});

test('a refresh re-indexes only the files whose size or mtime changed, and drops removed ones', async (t) => {
  const { root, indexer } = await indexedFixture(t);
  writeFileSync(join(root, 'tools/helpers.py'), 'def fmt(text):\n    return text\n\ndef shout(text):\n    return text.upper()\n');
  utimesSync(join(root, 'tools/helpers.py'), new Date(), new Date(Date.now() + 5000));
  rmSync(join(root, 'docs/guide.md'));
  const changes = await indexer.refresh();
  assert.deepEqual(changes, { indexed: 1, removed: 1, unchanged: 4 });
  assert.equal(indexer.index.defsByName.get('shout')![0]!.file, 'tools/helpers.py');
});

test('binary, huge, minified and broken files, symlink loops and links out of the repository are counted and never stall the index', async (t) => {
  const outside = await mkdtemp(join(tmpdir(), 'vibe-chain-outside-'));
  onCleanup(t, () => rm(outside, { recursive: true, force: true }));
  writeFileSync(join(outside, 'secret.py'), 'def secret():\n    pass\n');
  const { root, indexer } = await indexedFixture(t, {
    'assets/logo.js': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
    'gen/huge.py': 'x = 1\n'.repeat(250_000),
    'dist/bundle.js': 'var a=function(){return 1};'.repeat(3000),
    'src/broken.ts': 'export function fine(): number { return 1; }\nexport function broken( {\n',
  });
  symlinkSync('.', join(root, 'loop'));
  symlinkSync(join(outside, 'secret.py'), join(root, 'secret.py'));
  symlinkSync('self.py', join(root, 'self.py'));
  await indexer.build();
  const counts = indexer.index.skipCounts();
  assert.equal(counts.binary, 1);
  assert.equal(counts.too_large, 1);
  assert.equal(counts.minified, 1);
  assert.equal(counts.symlink_dir, 1);
  assert.equal(counts.outside_repository, 1);
  assert.equal(counts.symlink_loop, 1);
  const broken = indexer.index.files.get('src/broken.ts')!;
  assert.equal(broken.parseErrors, true);
  assert.ok(
    broken.defs.some(([, name]) => name === 'fine'),
    'what parsed is indexed',
  );
  assert.equal(indexer.index.defsByName.has('secret'), false);
});

test('a torn last line of the index file is skipped and counted, and the rest loads', async (t) => {
  const { root, file } = await indexedFixture(t);
  appendFileSync(file, '{"p":"src/half.ts","l":"typescr');
  const loaded = loadIndex(file, root, NOW())!;
  assert.equal(loaded.index.files.size, 6);
  assert.equal(loaded.broken, 0, 'a line without its newline is not read at all');
  appendFileSync(file, '\n');
  assert.equal(loadIndex(file, root, NOW())!.broken, 1);
});

test('two threads build the same index as one, in the listing order, with large files among small ones; its file, written in chunks, loads whole', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'vibe-chain-code-threads-'));
  onCleanup(t, () => rm(root, { recursive: true, force: true }));
  // Files past 128 KB go to the first thread only; several of them among many small files, in nested folders.
  for (let dir = 0; dir < 6; dir++) {
    for (let n = 0; n < 30; n++) {
      const big = n % 10 === 3;
      const lines = Array.from({ length: big ? 4_000 : 20 }, (_, i) => `export function f${dir}_${n}_${i}(a: number): number { return g${i}(a) + ${i}; }`);
      mkdirSync(join(root, `pkg${dir}`, n % 2 === 0 ? 'even' : 'odd'), { recursive: true });
      writeFileSync(join(root, `pkg${dir}`, n % 2 === 0 ? 'even' : 'odd', `m${String(n).padStart(2, '0')}.ts`), `${lines.join('\n')}\n`);
    }
  }
  const built = async (threads: number) => {
    const file = join(root, `_vibe-chain-output/index-${threads}.jsonl`);
    const { indexer } = await RepositoryIndexer.open({ root, file, now: NOW, threads });
    onCleanup(t, () => indexer.close());
    return { index: indexer.index, file };
  };
  const one = await built(1);
  const two = await built(2);
  const paths = [...two.index.files.keys()];
  assert.equal(paths.length, 180);
  assert.deepEqual(paths, [...paths].sort(), 'the listing order: by name, folder by folder');
  assert.deepEqual(paths, [...one.index.files.keys()]);
  for (const path of paths) assert.deepEqual(two.index.files.get(path), one.index.files.get(path), path);
  // Past the 1 MB a chunk holds: the file is written in several writes and still loads line for line.
  assert.ok(statSync(two.file).size > 3 * 1024 * 1024, `the index file is ${statSync(two.file).size} bytes`);
  const loaded = loadIndex(two.file, root, NOW())!;
  assert.equal(loaded.broken, 0);
  assert.deepEqual([...loaded.index.files.keys()], paths);
  assert.deepEqual(loaded.index.files.get('pkg5/odd/m13.ts'), two.index.files.get('pkg5/odd/m13.ts'));
});

test('files saved while the threads are being renewed are all indexed, and no thread is left behind', async (t) => {
  const { root, indexer } = await indexedFixture(t);
  const path = 'src/config/parse.ts';
  const original = readFileSync(join(root, path), 'utf8');
  // A whole build renews the threads as it ends. Build after build, each with saves right behind
  // it: every save lands on a thread that is up (old or new), none on one that has left, and
  // close() leaves no thread behind (one left would keep this test's process alive).
  for (let round = 0; round < 5; round++) {
    await indexer.build();
    for (let save = 0; save < 3; save++) {
      writeFileSync(join(root, path), `${original}\nexport function saved${round}_${save}(): number { return ${save}; }\n`);
      await indexer.reindex([path]);
      assert.equal(indexer.index.defsByName.get(`saved${round}_${save}`)?.[0]?.file, path);
    }
  }
});
