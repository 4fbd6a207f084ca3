import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { onCleanup } from '../helpers/cleanup.js';
import { processesMentioning } from '../helpers/processes.js';
import { waitFor } from '../helpers/temp-project.js';
import { FORGE_BIN, spawnChild } from '../lab/lab-fixture.js';

const rootOf = (output: string) => /copied to (\S+)/.exec(output)?.[1];

describe('forge demo', { skip: process.platform !== 'linux' && 'reads /proc to find leftover processes' }, () => {
  test('runs every path of the pipeline to its end, logs a line per story and a summary to stderr, answers --json with one snake_case document on stdout, and leaves no process behind', async (t) => {
    const demo = spawnChild(t, [FORGE_BIN, 'demo', '--keep', '--json'], { ...process.env, VIBE_LAB_FORGE_TOKEN: 'demo-token' });
    let stdout = '';
    let log = '';
    demo.child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    demo.child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const code = await demo.exited;
    const output = demo.output();
    const root = rootOf(log)!;
    onCleanup(t, () => rm(root, { recursive: true, force: true }));
    assert.equal(code, 0, output);
    // stdout is the answer alone: it parses as one JSON document, and no log line is in it.
    const answer = JSON.parse(stdout) as Record<string, unknown> & { progress: Array<Record<string, unknown>> };
    assert.deepEqual(
      Object.keys(answer).filter((key) => /[A-Z]/.test(key)),
      [],
      'every key is snake_case',
    );
    assert.equal(answer.ok, true);
    assert.equal(answer.root, root);
    assert.equal(answer.kept, true);
    assert.equal(answer.finished, answer.stories);
    const counts = answer as unknown as { confirmed: number; orphaned: number; timed_out: number; degraded: number; leftover: number };
    assert.ok(counts.confirmed >= 5 && counts.orphaned >= 1 && counts.timed_out >= 1 && counts.degraded >= 1, stdout);
    assert.equal(counts.leftover, 0);
    assert.deepEqual(
      answer.progress.find((story) => story.story_id === 'DEMO-5'),
      {
        story_id: 'DEMO-5',
        agent: 'anvil',
        steps: ['submitted', 'picked up', 'timed out', 'error handoff', 'confirmed'],
        outcome: 'failed (worker_timeout)',
        finished: true,
      },
    );
    assert.match(log, /^ok DEMO-1 +anvil +submitted > picked up > handed off > confirmed {2}=> done \(completed\)$/m);
    assert.match(log, /^ok DEMO-4 +pixel +submitted > orphaned > re-routed > degraded run {2}=> done \(degraded run\)$/m);
    assert.match(log, /^ok DEMO-5 +anvil +submitted > picked up > timed out > error handoff > confirmed {2}=> failed \(worker_timeout\)$/m);
    assert.match(log, /^done after [\d.]+ s: \d+ of \d+ stories finished$/m);
    assert.deepEqual(await processesMentioning(root), []);
  });

  test('Ctrl-C stops the demo and every process it started', async (t) => {
    const demo = spawnChild(t, [FORGE_BIN, 'demo', '--keep']);
    await waitFor('the first story on screen', () => /^\.\. SHOP-/m.test(demo.output()), 60_000);
    const root = rootOf(demo.output())!;
    onCleanup(t, () => rm(root, { recursive: true, force: true }));
    assert.ok((await processesMentioning(root)).length >= 3, 'the daemon, the sentinel and the workers run');
    demo.child.kill('SIGINT');
    assert.equal(await demo.exited, 130);
    assert.match(demo.output(), /interrupted after/);
    assert.deepEqual(await processesMentioning(root), []);
  });
});
