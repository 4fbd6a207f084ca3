import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { ExchangeFrontMatter, IndexLine } from '../../protocol/exchange.js';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';
import { expectedFor, ingestFolder, sessionFile, snapshotExchanges, TREES, tempDir } from './corpus.js';

for (const { label, open } of TREES) {
  test(`${label}: every session ingests with the exchange count, last context size and skipped types counted independently`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const project = await tempDir(t, 'kb-corpus-');
    const reports = [];
    for (const dir of tree.dirs) reports.push(await ingestFolder(project, dir));
    const sessions = new Map(reports.flatMap((r) => r.sessions).map((s) => [s.sessionId, s]));
    assert.equal(sessions.size, tree.sessions.length, 'one ingested session per transcript file');
    for (const { file, sessionId } of tree.sessions) {
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

  test(`${label}: the index has one valid line per exchange file and each file has valid front matter that agrees with it`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const project = await tempDir(t, 'kb-index-');
    for (const dir of tree.dirs) await ingestFolder(project, dir);
    const text = await readFile(join(project, '_vibe-chain-output', 'exchanges', '_index.jsonl'), 'utf8');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => IndexLine.parse(JSON.parse(line)));
    const total = tree.sessions.reduce((sum, s) => sum + expectedFor(s.file).exchanges, 0);
    assert.equal(lines.length, total);
    for (const line of lines) {
      const parsed = parseFrontMatter(await readFile(join(project, line.file), 'utf8'));
      assert.ok(parsed.ok, line.file);
      const { file: _file, ...front } = line;
      assert.deepEqual(ExchangeFrontMatter.parse(parsed.data), front);
    }
  });

  test(`${label}: re-ingesting, from saved state or from scratch, gives byte-identical files`, async (t) => {
    const tree = await open(t);
    if (!tree) return;
    const first = await tempDir(t, 'kb-same-a-');
    const second = await tempDir(t, 'kb-same-b-');
    for (const dir of tree.dirs) await ingestFolder(first, dir);
    const before = await snapshotExchanges(first, { withState: true });
    // A session whose last line is unfinished resumes from its checkpoint to look for the rest.
    const unfinished = tree.sessions.filter((s) => !readFileSync(s.file, 'utf8').endsWith('\n')).map((s) => s.sessionId);
    for (const dir of tree.dirs) {
      const again = await ingestFolder(first, dir);
      assert.deepEqual(
        again.sessions.map((s) => s.sessionId).filter((id) => !unfinished.includes(id)),
        [],
        'no finished session is read again',
      );
      assert.ok(
        again.sessions.every((s) => !s.rebuilt),
        'nothing is read from the start',
      );
      if (unfinished.length === 0) assert.equal(again.bytesRead, 0, 'nothing new is read the second time');
    }
    assert.deepEqual(await snapshotExchanges(first, { withState: true }), before);
    for (const dir of tree.dirs) await ingestFolder(first, dir, { rebuild: true });
    assert.deepEqual(await snapshotExchanges(first, { withState: true }), before);
    for (const dir of tree.dirs) await ingestFolder(second, dir);
    assert.deepEqual(await snapshotExchanges(second, { withState: true }), before);
  });
}

test('the generated transcripts hold every record type, split responses, sidechains, a compaction, Stop-hook feedback and a cut last line', async (t) => {
  const tree = (await TREES[0]!.open(t))!;
  const kinds = new Set<string>();
  const responses = new Map<string, number>();
  let drops = 0;
  let cut = 0;
  for (const { file } of tree.sessions) {
    const text = await readFile(file, 'utf8');
    if (!text.endsWith('\n')) cut += 1;
    let context = 0;
    for (const line of text.split('\n').slice(0, -1)) {
      const record = JSON.parse(line);
      kinds.add(
        record.type === 'system'
          ? `system:${record.subtype}`
          : record.isMeta
            ? `${record.type}:meta`
            : record.isCompactSummary
              ? `${record.type}:compact-summary`
              : record.type,
      );
      const usage = record.message?.usage;
      if (record.type === 'assistant' && usage && record.message.model !== '<synthetic>') {
        const size = usage.input_tokens + usage.cache_read_input_tokens + usage.cache_creation_input_tokens;
        if (size < context) drops += 1;
        context = size;
        responses.set(record.message.id, (responses.get(record.message.id) ?? 0) + 1);
      }
    }
  }
  for (const kind of [
    'user',
    'assistant',
    'system:compact_boundary',
    'system:stop_hook_summary',
    'system:turn_duration',
    'system:local_command',
    'progress',
    'file-history-snapshot',
    'queue-operation',
    'summary',
    'forge-future-record',
    'user:meta',
    'user:compact-summary',
  ]) {
    assert.ok(kinds.has(kind), `a ${kind} record`);
  }
  assert.ok(
    [...responses.values()].some((records) => records > 1),
    'a response split over several records',
  );
  assert.ok(drops >= 1, 'the context drops after a compaction');
  assert.equal(cut, 1, 'one transcript ends in a cut line');
  const sidechains = await readdir(join(tree.dirs[0]!, tree.picks.sidechain.sessionId, 'subagents'));
  assert.deepEqual(sidechains.sort(), ['agent-a51de01.jsonl', 'agent-acompact-5e5501.jsonl']);
  assert.ok(
    (await readFile(sessionFile(tree, tree.picks.piecewise[0]!), 'utf8')).split('\n').length > 300,
    'a session long enough to read 100 lines at a time',
  );
});
