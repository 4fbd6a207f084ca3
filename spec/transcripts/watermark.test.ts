import assert from 'node:assert/strict';
import { appendFile, mkdir, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { Config } from '../../protocol/config.js';
import { ManualClock } from '../../src/clock.js';
import { acquireCompoundLock } from '../../src/transcripts/compound-lock.js';
import type { CompoundOutcome } from '../../src/transcripts/compound-trigger.js';
import { TranscriptService } from '../../src/transcripts/transcript-memory.js';
import { decideWatermark } from '../../src/transcripts/watermark.js';
import { T0, tempDir } from './corpus.js';

test('the first sighting seeds the watermark and a drop below it re-seeds it, never firing', () => {
  assert.deepEqual(decideWatermark({ watermark: null, contextTokens: 250_000, settled: true, threshold: 100_000 }), { action: 'seed', watermark: 250_000 });
  assert.deepEqual(decideWatermark({ watermark: 150_000, contextTokens: 30_000, settled: true, threshold: 100_000 }), { action: 'seed', watermark: 30_000 });
  assert.deepEqual(decideWatermark({ watermark: 10, contextTokens: null, settled: true, threshold: 100 }), { action: 'none' });
});

test('growth by the threshold fires only when the session is settled', () => {
  assert.deepEqual(decideWatermark({ watermark: 20_000, contextTokens: 119_999, settled: true, threshold: 100_000 }), { action: 'none' });
  assert.deepEqual(decideWatermark({ watermark: 20_000, contextTokens: 120_000, settled: true, threshold: 100_000 }), { action: 'fire', watermark: 120_000 });
  assert.deepEqual(decideWatermark({ watermark: 20_000, contextTokens: 120_000, settled: false, threshold: 100_000 }), { action: 'wait' });
});

/** A crafted session: a prompt, then model responses whose context sizes we choose. */
function prompt(uuid: string, text: string): string {
  return JSON.stringify({ type: 'user', uuid, timestamp: '2026-03-01T10:00:00.000Z', message: { role: 'user', content: text } });
}
function response(uuid: string, id: string, context: number, block: 'text' | 'tool_use', model = 'claude-test'): string {
  const content =
    block === 'text' ? [{ type: 'text', text: `answer ${id}` }] : [{ type: 'tool_use', id: `tool-${id}`, name: 'Bash', input: { command: 'ls' } }];
  const usage = { input_tokens: 10, cache_read_input_tokens: context - 10 - 5, cache_creation_input_tokens: 5, output_tokens: 1 };
  return JSON.stringify({
    type: 'assistant',
    uuid,
    requestId: `req-${id}`,
    timestamp: '2026-03-01T10:00:01.000Z',
    message: { model, id: `msg-${id}`, role: 'assistant', content, usage },
  });
}

async function harness(t: TestContext, outcome: () => CompoundOutcome) {
  const project = await tempDir(t, 'kb-wm-');
  const dir = await tempDir(t, 'kb-wm-src-');
  const file = join(dir, 'sess.jsonl');
  const fired: number[] = [];
  const service = await TranscriptService.open({
    projectRoot: project,
    config: Config.parse({ compound: { threshold_tokens: 1000 } }),
    clock: new ManualClock(T0),
    env: {},
    compound: true,
    projectsDir: join(project, 'none'),
    fire: async ({ contextTokens }) => {
      fired.push(contextTokens);
      return outcome();
    },
  });
  const append = async (...lines: string[]) => {
    await appendFile(file, `${lines.join('\n')}\n`);
    return service.ingestDirs([{ dir, agent: null, storyId: null }]);
  };
  return { fired, append, service };
}

test('the watermark seeds on first sight, fires once at the threshold when settled, and advances', async (t) => {
  const { fired, append, service } = await harness(t, () => 'started');
  await append(prompt('u1', 'start'), response('a1', '1', 5_000, 'text'));
  assert.deepEqual(fired, []);
  assert.equal(service.sessionState('sess')?.watermark_tokens, 5_000);
  await append(response('a2', '2', 5_900, 'text'));
  assert.deepEqual(fired, []);
  await append(response('a3', '3', 6_000, 'tool_use'));
  assert.deepEqual(fired, [], 'not settled: the last block is a tool call');
  await append(response('a4', '4', 6_100, 'text'));
  assert.deepEqual(fired, [6_100]);
  assert.equal(service.sessionState('sess')?.watermark_tokens, 6_100);
  assert.equal(service.sessionState('sess')?.compounded_at, new Date(T0).toISOString());
  await append(response('a5', '5', 6_500, 'text'));
  assert.deepEqual(fired, [6_100], 'no second fire before another threshold of growth');
});

test('a compaction drop re-seeds the watermark, and growth from there fires again', async (t) => {
  const { fired, append, service } = await harness(t, () => 'started');
  await append(prompt('u1', 'start'), response('a1', '1', 9_000, 'text'));
  await append(
    JSON.stringify({ type: 'system', subtype: 'compact_boundary', uuid: 'c1', compactMetadata: { trigger: 'auto', preTokens: 9_000 } }),
    response('a2', '2', 2_000, 'text'),
  );
  assert.equal(service.sessionState('sess')?.watermark_tokens, 2_000);
  await append(response('a3', '3', 3_000, 'text'));
  assert.deepEqual(fired, [3_000]);
});

test('a held lock skips the compound without advancing the watermark, so the next growth retries', async (t) => {
  let held = true;
  const { fired, append, service } = await harness(t, () => (held ? 'locked' : 'started'));
  await append(prompt('u1', 'start'), response('a1', '1', 1_000, 'text'));
  await append(response('a2', '2', 2_500, 'text'));
  assert.deepEqual(fired, [2_500]);
  assert.equal(service.sessionState('sess')?.watermark_tokens, 1_000);
  held = false;
  await append(response('a3', '3', 2_600, 'text'));
  assert.deepEqual(fired, [2_500, 2_600]);
  assert.equal(service.sessionState('sess')?.watermark_tokens, 2_600);
});

test('the context size ignores synthetic API-error records and repeated blocks of one response', async (t) => {
  const { append, service } = await harness(t, () => 'started');
  await append(prompt('u1', 'start'), response('a1', '1', 4_000, 'text'), response('a1b', '1', 4_000, 'tool_use'));
  await append(response('a2', '2', 99_999, 'text', '<synthetic>'));
  const session = service.sessionState('sess');
  assert.equal(session?.totals.context_tokens, 4_000);
  assert.equal(session?.totals.settled, false, 'the synthetic record is not a model block');
});

test('the compound lock is exclusive while its holder lives, and free again once released', async (t) => {
  const dir = await tempDir(t, 'kb-lock-');
  const file = join(dir, '.compound.lock');
  const staleMs = 3 * 3_600_000;
  const compromised: Error[] = [];
  const first = await acquireCompoundLock(file, { staleMs, onCompromised: (error) => compromised.push(error) });
  assert.ok(first.ok && !first.stole);
  const second = await acquireCompoundLock(file, { staleMs, onCompromised: (error) => compromised.push(error) });
  assert.ok(!second.ok);
  assert.equal(second.heldSince, (await stat(file)).mtimeMs, 'held since the holder last refreshed it');
  await first.release();
  const third = await acquireCompoundLock(file, { staleMs, onCompromised: (error) => compromised.push(error) });
  assert.ok(third.ok && !third.stole);
  await third.release();
  await assert.rejects(stat(file), { code: 'ENOENT' });
  assert.deepEqual(compromised, []);
});

test('a lock its holder stopped refreshing for lock_stale (the holder died) is taken over', async (t) => {
  const dir = await tempDir(t, 'kb-lock-stale-');
  const file = join(dir, '.compound.lock');
  await mkdir(file);
  const old = new Date(Date.now() - 4 * 3_600_000);
  await utimes(file, old, old);
  const taken = await acquireCompoundLock(file, { staleMs: 3 * 3_600_000, onCompromised: (error) => assert.fail(error) });
  assert.ok(taken.ok && taken.stole);
  assert.ok((await stat(file)).mtimeMs > old.getTime(), 'the new holder refreshed it');
  await taken.release();
});
