import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { ExchangeFrontMatter, IndexLine } from '../../protocol/exchange.js';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';
import { CORPUS, CORPUS_DIRS, corpusSessions, expectedFor, ingestFolder, snapshotExchanges, tempDir } from './corpus.js';

test('the corpus is where the tests expect it, beside the repository', () => {
  assert.ok(existsSync(CORPUS), `expected the transcripts corpus at ${CORPUS}`);
  assert.ok(corpusSessions().length >= 15);
});

test('every corpus session ingests with the exchange count, last context size and skipped types counted independently', async (t) => {
  const project = await tempDir(t, 'kb-corpus-');
  const reports = [];
  for (const dir of CORPUS_DIRS) reports.push(await ingestFolder(project, dir));
  const sessions = new Map(reports.flatMap((r) => r.sessions).map((s) => [s.sessionId, s]));
  for (const { file, sessionId } of corpusSessions()) {
    const expected = expectedFor(file);
    const got = sessions.get(sessionId);
    assert.ok(got, `session ${sessionId} was ingested`);
    assert.equal(got.counters.exchanges, expected.exchanges, `${sessionId}: exchanges`);
    assert.equal(got.counters.context_tokens, expected.contextTokens, `${sessionId}: context tokens of the last turn`);
    assert.deepEqual(Object.keys(got.counters.skipped).sort(), expected.skippedTypes, `${sessionId}: skipped record types`);
    assert.equal(got.counters.corrupt, 0, `${sessionId}: no corrupt lines`);
    const files = await readdir(join(project, '_vibe-chain-output', 'exchanges', sessionId));
    assert.equal(files.length, expected.exchanges, `${sessionId}: one file per exchange`);
  }
});

test('the index has one valid line per exchange file and each file has valid front matter that agrees with it', async (t) => {
  const project = await tempDir(t, 'kb-index-');
  for (const dir of CORPUS_DIRS) await ingestFolder(project, dir);
  const text = await readFile(join(project, '_vibe-chain-output', 'exchanges', '_index.jsonl'), 'utf8');
  const lines = text.trimEnd().split('\n').map((line) => IndexLine.parse(JSON.parse(line)));
  const total = corpusSessions().reduce((sum, s) => sum + expectedFor(s.file).exchanges, 0);
  assert.equal(lines.length, total);
  for (const line of lines) {
    const parsed = parseFrontMatter(await readFile(join(project, line.file), 'utf8'));
    assert.ok(parsed.ok, line.file);
    const { file: _file, ...front } = line;
    assert.deepEqual(ExchangeFrontMatter.parse(parsed.data), front);
  }
});

test('re-ingesting the corpus, from saved state or from scratch, gives byte-identical files', async (t) => {
  const first = await tempDir(t, 'kb-same-a-');
  const second = await tempDir(t, 'kb-same-b-');
  for (const dir of CORPUS_DIRS) await ingestFolder(first, dir);
  const before = await snapshotExchanges(first, { withState: true });
  for (const dir of CORPUS_DIRS) {
    const again = await ingestFolder(first, dir);
    assert.equal(again.bytesRead, 0, 'nothing new is read the second time');
  }
  assert.deepEqual(await snapshotExchanges(first, { withState: true }), before);
  for (const dir of CORPUS_DIRS) await ingestFolder(first, dir, { rebuild: true });
  assert.deepEqual(await snapshotExchanges(first, { withState: true }), before);
  for (const dir of CORPUS_DIRS) await ingestFolder(second, dir);
  assert.deepEqual(await snapshotExchanges(second, { withState: true }), before);
});
