import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { EXCHANGES_INDEX, type IndexLine } from '../../protocol/exchange.js';
import { indexEntry, lineIdentity } from '../../src/transcripts/index-store.js';
import { scanIndex, updateIndex } from '../../src/transcripts/index-update.js';
import { seededRandom } from '../heimdall/fuzz-input.js';

/**
 * `_index.jsonl` merged in place of a whole rewrite: after any run of saves (new lines, rewritten
 * ones, sessions read again from the start, broken and unsorted files) the file equals the model,
 * which holds every line in memory and sorts it.
 */
const SESSIONS = ['s-a', 's-b', 's-c', 's-d'];

function line(random: () => number, sessionId: string, n: number, version: number): IndexLine {
  // Starts over a month, some equal, some missing: the key breaks ties by session and id.
  const started = random() < 0.05 ? null : new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 30) * 86_400_000).toISOString();
  return {
    session_id: sessionId,
    exchange_id: `x-${String(n).padStart(4, '0')}`,
    story_id: null,
    agent: null,
    stage: null,
    started_at: started,
    ended_at: null,
    prompt: `prompt ${n} v${version} ${'é'.repeat(Math.floor(random() * 40))}`,
    tool_calls: version,
    errors: 0,
    context_tokens: 1000 + n,
    file: `_vibe-chain-output/exchanges/${sessionId}/x-${n}.md`,
  };
}

const sortedText = (lines: Iterable<IndexLine>) =>
  [...lines]
    .map(indexEntry)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => `${entry.json.toString()}\n`)
    .join('');

test('seeded runs of saves leave the index equal to the sorted model, whatever the mix of new, rewritten and dropped lines', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'kb-index-update-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const file = join(root, EXCHANGES_INDEX);
  for (const seed of [1, 2, 3, 20261201]) {
    const random = seededRandom(seed);
    await rm(dirname(file), { recursive: true, force: true });
    await mkdir(dirname(file), { recursive: true });
    const model = new Map<string, IndexLine>();
    // Each exchange keeps its start across versions, as the ingest's do.
    const starts = new Map<string, string | null>();
    let counter = 0;
    for (let save = 0; save < 40; save++) {
      const lines = new Map<string, ReturnType<typeof indexEntry>>();
      const dropSessions = new Set<string>();
      if (random() < 0.15) {
        const session = SESSIONS[Math.floor(random() * SESSIONS.length)]!;
        dropSessions.add(session);
        for (const identity of [...model.keys()]) if (model.get(identity)!.session_id === session) model.delete(identity);
      }
      const count = Math.floor(random() * (random() < 0.2 ? 300 : 6));
      for (let i = 0; i < count; i++) {
        const existing = [...model.values()];
        const rewrite = existing.length > 0 && random() < 0.4;
        const base = rewrite
          ? existing[Math.floor(random() * existing.length)]!
          : line(random, SESSIONS[Math.floor(random() * SESSIONS.length)]!, ++counter, 0);
        const identity = lineIdentity(base.session_id, base.exchange_id);
        if (!starts.has(identity)) starts.set(identity, base.started_at);
        const next = { ...base, started_at: starts.get(identity)!, tool_calls: base.tool_calls + 1 };
        model.set(identity, next);
        lines.set(identity, indexEntry(next));
      }
      await updateIndex(root, { lines, dropSessions, whole: false });
      assert.equal(await readFile(file, 'utf8'), sortedText(model.values()), `seed ${seed}, save ${save}`);
    }
    assert.ok(model.size > 100, `seed ${seed} built an index of ${model.size} lines`);
  }
  assert.deepEqual(
    (await readdir(dirname(file))).filter((name) => name !== '_index.jsonl'),
    [],
    'no temp file is left',
  );
});

test('a broken line is dropped by a whole save, and an index sorted by hand the wrong way is sorted again', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'kb-index-broken-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const file = join(root, EXCHANGES_INDEX);
  await mkdir(dirname(file), { recursive: true });
  const random = seededRandom(7);
  const lines = Array.from({ length: 50 }, (_, n) => line(random, SESSIONS[n % 4]!, n, 0));
  const text = sortedText(lines).split('\n');
  await writeFile(file, [...text.slice(0, 10), '{"torn":', 'not json', ...text.slice(10)].join('\n'));
  assert.deepEqual(await scanIndex(root), { lines: 50, invalid: 2, sorted: true });
  await updateIndex(root, { lines: new Map(), dropSessions: new Set(), whole: true });
  assert.equal(await readFile(file, 'utf8'), sortedText(lines));

  await writeFile(file, sortedText(lines).split('\n').reverse().join('\n'));
  const scan = await scanIndex(root);
  assert.equal(scan.sorted, false);
  const added = line(random, 's-e', 99, 0);
  // As the ingest does: a save after opening an unsorted index checks every line.
  await updateIndex(root, {
    lines: new Map([[lineIdentity(added.session_id, added.exchange_id), indexEntry(added)]]),
    dropSessions: new Set(),
    whole: !scan.sorted,
  });
  assert.equal(await readFile(file, 'utf8'), sortedText([...lines, added]));
});
