import assert from 'node:assert/strict';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ExchangeView, SearchView } from '../../protocol/exchange.js';
import type { CommandIo } from '../../src/cli/command.js';
import { main } from '../../src/cli/main.js';
import { getExchange } from '../../src/transcripts/get-exchange.js';
import { loadIndex } from '../../src/transcripts/index-store.js';
import { parseQuery, prepare, rankDocument, snippetAt } from '../../src/transcripts/rank.js';
import { readBody, searchExchanges } from '../../src/transcripts/search.js';
import { markComplete, SearchIndexWriter } from '../../src/transcripts/search-index.js';
import { ingestFolder, openService, T0 } from './corpus.js';
import { generatedTranscripts, LONG_SESSION, writeGeneratedTranscripts } from './synthetic-transcripts.js';

/** Searched: the memory of the generated transcripts, so the words searched for are known here. */
let project = '';
before(async () => {
  project = await mkdtemp(join(tmpdir(), 'kb-search-'));
  for (const dir of await writeGeneratedTranscripts(join(project, 'transcripts'))) await ingestFolder(project, dir);
});
after(() => rm(project, { recursive: true, force: true }));

const search = (query: string, extra: Partial<Parameters<typeof searchExchanges>[1]> = {}) =>
  searchExchanges(project, { query, session: null, sinceMs: null, limit: 10, cursor: null, now: T0, ...extra });

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: CommandIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env: {},
    cwd: project,
    readStdin: async () => '',
    stopSignal: new AbortController().signal,
  };
  const code = await main([...args, '--project', project], io);
  return { code, stdout, stderr };
}

test('coverage of the query words ranks first, the exact phrase adds a bonus, and recency breaks near ties', () => {
  const query = parseQuery('Stop hook feedback');
  const all = rankDocument(prepare('the stop hook feedback arrived'), query, 0)!;
  const scattered = rankDocument(prepare('feedback came after the hook would stop'), query, 0)!;
  const partial = rankDocument(prepare('a hook only'), query, 0)!;
  assert.ok(all.score > scattered.score && scattered.score > partial.score);
  const recent = rankDocument(prepare('a hook only'), query, 0)!;
  const old = rankDocument(prepare('a hook only'), query, 60 * 86_400_000)!;
  assert.ok(recent.score > old.score);
  assert.equal(rankDocument(prepare('nothing relevant'), query, 0), null);
});

test('a snippet is at most 80 characters and shows the text around the match in its own case', () => {
  const text = `${'lead-in words '.repeat(20)}The Phoenix Server refused to start ${'and then more '.repeat(20)}`;
  const ranked = rankDocument(prepare(text), parseQuery('phoenix server'), null)!;
  assert.ok(ranked.snippet.length <= 80, ranked.snippet);
  assert.match(ranked.snippet, /The Phoenix Server refused/);
  assert.equal(snippetAt('short', 0), 'short');
});

test('searching the memory finds the exchange that holds the words, with a bounded page and paging fields', async () => {
  const view = SearchView.parse(await search('dev.server'));
  assert.ok(view.total >= 1);
  assert.ok(view.hits.some((hit) => hit.session_id === 'short'));
  for (const hit of view.hits) assert.ok(hit.snippet.length <= 80);
  assert.ok(JSON.stringify(view).length < 10_000);
});

test('pages follow each other through nextCursor until hasMore is false, covering every hit once', async () => {
  const first = await search('the', { limit: 3 });
  assert.ok(first.total > 3, 'a common word matches many exchanges');
  const seen: string[] = [];
  let page = first;
  for (;;) {
    seen.push(...page.hits.map((h) => `${h.session_id}/${h.exchange_id}`));
    if (!page.hasMore) break;
    assert.ok(page.nextCursor);
    page = await search('the', { limit: 3, cursor: page.nextCursor });
  }
  assert.equal(seen.length, first.total);
  assert.equal(new Set(seen).size, seen.length);
});

test('a tight byte budget cuts the page and says so', async () => {
  const view = await search('the', { limit: 50, budget: 1_500 });
  assert.equal(view.truncated, true);
  assert.ok(view.hits.length < 50 && view.hits.length > 0);
  assert.equal(view.hasMore, true);
});

test('no hit comes with a message naming what was searched and what to try', async () => {
  const view = await search('zzzqqqxxy');
  assert.equal(view.hits.length, 0);
  assert.match(view.message ?? '', /searched.*zzzqqqxxy.*Try/);
  const filtered = await search('phoenix', { session: 'no-such-session' });
  assert.match(filtered.message ?? '', /filters.*drop --session/);
});

test('--session and --since narrow the search', async () => {
  const one = await search('the', { session: 'short', limit: 50 });
  assert.ok(one.hits.length > 0 && one.hits.every((h) => h.session_id === 'short'));
  const recent = await search('the', { sinceMs: Date.parse('2026-02-12T00:00:00Z'), limit: 50 });
  assert.ok(recent.hits.length > 0 && recent.hits.every((h) => (h.timestamp ?? '') >= '2026-02-11'));
  assert.ok(recent.total < (await search('the', { limit: 50 })).total);
});

test('kb get prints one exchange bounded to the budget, and the whole of it with --full', async () => {
  const hit = (await search('Implement FORGE-12')).hits[0]!;
  const bounded = ExchangeView.parse(await getExchange(project, { exchangeId: hit.exchange_id, session: null, full: false }));
  assert.equal(bounded.truncated, true);
  assert.ok(Buffer.byteLength(JSON.stringify(bounded)) < 10_000);
  assert.match(bounded.message ?? '', /--full/);
  const full = await getExchange(project, { exchangeId: hit.exchange_id, session: null, full: true });
  assert.equal(Buffer.byteLength(full.content), full.bytes);
  assert.ok(full.content.startsWith(bounded.content));
});

test('the CLI answers search and get in JSON, and an unknown id with the error envelope', async () => {
  const found = await cli(['kb', 'search', 'dev.server', '--json', '--limit', '2']);
  assert.equal(found.code, 0);
  const view = SearchView.parse(JSON.parse(found.stdout));
  assert.ok(view.hits.length <= 2);
  const got = await cli(['kb', 'get', view.hits[0]!.exchange_id, '--json']);
  assert.equal(got.code, 0);
  assert.equal(ExchangeView.parse(JSON.parse(got.stdout)).exchange.exchange_id, view.hits[0]!.exchange_id);
  const missing = await cli(['kb', 'get', 'no-such-exchange', '--json']);
  assert.equal(missing.code, 1);
  assert.deepEqual(Object.keys(JSON.parse(missing.stdout)), ['ok', 'error']);
  assert.equal(JSON.parse(missing.stdout).error.code, 'not_found');
  const badLimit = await cli(['kb', 'search', 'x', '--limit', '500']);
  assert.equal(badLimit.code, 2);
  assert.match(badLimit.stderr, /--limit takes a whole number from 1 to 50/);
  const human = await cli(['kb', 'search', 'dev.server']);
  assert.match(human.stdout, /hits/);
});

test('a query reads the search index and the pages it shows, not the history: the exchange list and unshown exchanges can go', async (t) => {
  const copy = await mkdtemp(join(tmpdir(), 'kb-search-index-'));
  t.after(() => rm(copy, { recursive: true, force: true }));
  for (const dir of await writeGeneratedTranscripts(join(copy, 'transcripts'))) await ingestFolder(copy, dir);
  const at = (root: string) => searchExchanges(root, { query: 'commit', session: null, sinceMs: null, limit: 1, cursor: null, now: T0 });
  const whole = await at(copy);
  assert.equal(whole.hits.length, 1);
  const hit = whole.hits[0]!;
  await rm(join(copy, '_vibe-chain-output', 'exchanges', '_index.jsonl'));
  const { lines } = await loadIndex(project);
  for (const line of lines) {
    if (line.exchange_id !== hit.exchange_id) await rm(join(copy, line.file), { force: true });
  }
  const again = await at(copy);
  assert.deepEqual(again.hits, whole.hits, 'the hit shown is found and ranked from the index and its own page');
});

test('a deleted search index is rebuilt from the exchange files and answers as the one built while ingesting', async (t) => {
  const copy = await mkdtemp(join(tmpdir(), 'kb-search-rebuild-'));
  t.after(() => rm(copy, { recursive: true, force: true }));
  for (const dir of await writeGeneratedTranscripts(join(copy, 'transcripts'))) await ingestFolder(copy, dir);
  const at = (root: string, query: string) => searchExchanges(root, { query, session: null, sinceMs: null, limit: 50, cursor: null, now: T0 });
  const queries = ['commit', 'the test', 'stop hook', 'prices', 'x'];
  const built = await Promise.all(queries.map((q) => at(copy, q)));
  await rm(join(copy, '_vibe-chain-output', 'exchanges', '_search'), { recursive: true });
  for (const [i, q] of queries.entries()) assert.deepEqual(await at(copy, q), built[i], q);
  assert.deepEqual(await at(project, 'commit'), built[0], 'an index built while ingesting folder by folder answers the same');
});

test('an index grown line by line as a transcript grows answers as one rebuilt from the finished exchange files', async (t) => {
  const copy = await mkdtemp(join(tmpdir(), 'kb-search-grown-'));
  t.after(() => rm(copy, { recursive: true, force: true }));
  const long = generatedTranscripts().find((f) => f.path.endsWith(`${LONG_SESSION}.jsonl`))!;
  const dir = join(copy, 'transcripts');
  await mkdir(dir, { recursive: true });
  const service = await openService(copy);
  const lines = long.text.split('\n').slice(0, -1);
  for (let i = 0; i < lines.length; i += 7) {
    await appendFile(join(dir, `${LONG_SESSION}.jsonl`), `${lines.slice(i, i + 7).join('\n')}\n`);
    await service.ingestDirs([{ dir, agent: null, storyId: null }]);
  }
  const at = (query: string) => searchExchanges(copy, { query, session: null, sinceMs: null, limit: 50, cursor: null, now: T0 });
  const queries = ['commit', 'the test', 'prices rounding', 'basket'];
  const grown = await Promise.all(queries.map(at));
  await rm(join(copy, '_vibe-chain-output', 'exchanges', '_search'), { recursive: true });
  for (const [i, q] of queries.entries()) assert.deepEqual(await at(q), grown[i], q);
  assert.ok(grown[0]!.total > 0);
});

test('an index compacted into sorted segments and merged answers as one rebuilt from the exchange files, growing and removed exchanges included', async (t) => {
  const copy = await mkdtemp(join(tmpdir(), 'kb-search-segments-'));
  t.after(() => rm(copy, { recursive: true, force: true }));
  for (const dir of await writeGeneratedTranscripts(join(copy, 'transcripts'))) await ingestFolder(copy, dir);
  const searchDir = join(copy, '_vibe-chain-output', 'exchanges', '_search');
  const at = (query: string, extra: Partial<Parameters<typeof searchExchanges>[1]> = {}) =>
    searchExchanges(copy, { query, session: null, sinceMs: null, limit: 50, cursor: null, now: T0, ...extra });
  // With words from the last lines of exchanges, which only their whole text (not its first half) holds.
  const lastWords = (await loadIndex(copy)).lines.flatMap((line) => (readBody(copy, line.file) ?? '').match(/[a-z]{4,}/g)?.slice(-3) ?? []);
  const queries = ['commit', 'the test', 'stop hook', 'prices rounding', 'x', 'zzzqqqxxy', ...new Set(lastWords)];
  await rm(searchDir, { recursive: true });
  const rebuilt = await Promise.all(queries.map((q) => at(q)));
  const scoped = await at('the', { session: 'short', sinceMs: Date.parse('2026-02-01T00:00:00Z') });

  // A tail of a few bytes: every flush becomes a segment, and segments merge four at a time. A
  // tail of a few kilobytes: small flushes are appended, and a compaction folds a tail that holds
  // an exchange's first half together with its whole text still pending.
  for (const tailMax of [1, 4096]) {
    await rm(searchDir, { recursive: true, force: true });
    const writer = new SearchIndexWriter(copy, { tailMax });
    const { lines } = await loadIndex(copy);
    const gone = { ...lines[0]!, session_id: 'gone', exchange_id: '0001', file: 'none.md' };
    writer.put(gone, 'a zebraword only this exchange holds', true);
    await writer.flush();
    let appended = 0;
    for (const line of lines) {
      const text = readBody(copy, line.file)!;
      // Grown the way an open exchange grows: its first half, then all of it.
      const half = text.slice(0, Math.max(0, text.lastIndexOf(' ', text.length / 2)));
      writer.put(line, half, false);
      await writer.flush();
      if ((await readdir(searchDir)).some((name) => name.startsWith('tail-'))) appended += 1;
      writer.put(line, text, true);
      if (line === lines[2]) writer.remove(gone.session_id, gone.exchange_id);
      await writer.flush();
    }
    await markComplete(copy);
    const manifest = JSON.parse(await readFile(join(searchDir, 'manifest.json'), 'utf8')) as { segments: Array<{ file: string }> };
    assert.ok(manifest.segments.length >= 1);
    assert.ok(
      (await readdir(searchDir)).some((name) => /^seg-\d+-\d+\.bin$/.test(name)),
      `some segments are merges (tail of ${tailMax} bytes)`,
    );
    if (tailMax > 1) assert.ok(appended > 0, 'some halves were appended to the tail before their compaction');
    for (const [i, q] of queries.entries()) assert.deepEqual(await at(q), rebuilt[i], `${q} (tail of ${tailMax} bytes)`);
    assert.deepEqual(await at('the', { session: 'short', sinceMs: Date.parse('2026-02-01T00:00:00Z') }), scoped);
    assert.equal((await at('zebraword')).hits.length, 0, 'a removed exchange is not found');
  }
});

test('an index started over exchanges ingested before it existed (an older layout, or a deleted folder) is rebuilt by the next query', async (t) => {
  const copy = await mkdtemp(join(tmpdir(), 'kb-search-started-'));
  t.after(() => rm(copy, { recursive: true, force: true }));
  for (const dir of await writeGeneratedTranscripts(join(copy, 'transcripts'))) await ingestFolder(copy, dir);
  const searchDir = join(copy, '_vibe-chain-output', 'exchanges', '_search');
  const at = (query: string) => searchExchanges(copy, { query, session: null, sinceMs: null, limit: 50, cursor: null, now: T0 });
  const built = await at('commit');
  await rm(searchDir, { recursive: true });
  await mkdir(searchDir);
  await appendFile(join(searchDir, 'docs.tsv'), 'abc\tsession\t0001\t\t\t\t\n');
  await appendFile(join(searchDir, 'p-com.tsv'), 'commit\tabc\t1\n');
  // The daemon writes one exchange into the new index before any query runs.
  const { lines } = await loadIndex(copy);
  const writer = new SearchIndexWriter(copy);
  writer.put(lines[0]!, readBody(copy, lines[0]!.file)!, true);
  await writer.flush();
  assert.deepEqual(
    (await readdir(searchDir)).filter((name) => name.endsWith('.tsv') && !name.startsWith('tail-')),
    [],
    'the older layout is gone',
  );
  assert.deepEqual(await at('commit'), built);
});
