import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { onCleanup } from '../helpers/cleanup.js';
import { processesMentioning } from '../helpers/processes.js';
import { waitFor } from '../helpers/temp-project.js';
import { FORGE_BIN, spawnChild } from '../lab/lab-fixture.js';

const rootOf = (output: string) => /copied to (\S+)/.exec(output)?.[1];

describe('forge demo', { skip: process.platform !== 'linux' && 'reads /proc to find leftover processes' }, () => {
  test('runs every path of the pipeline to its end, prints a line per story and a summary, and leaves no process behind', async (t) => {
    const demo = spawnChild(t, [FORGE_BIN, 'demo', '--keep', '--json'], { ...process.env, VIBE_LAB_FORGE_TOKEN: 'demo-token' });
    const code = await demo.exited;
    const output = demo.output();
    const root = rootOf(output)!;
    onCleanup(t, () => rm(root, { recursive: true, force: true }));
    assert.equal(code, 0, output);
    const summary = JSON.parse(output.trim().split('\n').at(-1)!) as {
      stories: number;
      finished: number;
      confirmed: number;
      orphaned: number;
      timedOut: number;
      degraded: number;
      leftover: number;
    };
    assert.equal(summary.finished, summary.stories);
    assert.ok(summary.confirmed >= 5 && summary.orphaned >= 1 && summary.timedOut >= 1 && summary.degraded >= 1, JSON.stringify(summary));
    assert.equal(summary.leftover, 0);
    assert.match(output, /^ok DEMO-1 +anvil +submitted > picked up > handed off > confirmed {2}=> done \(completed\)$/m);
    assert.match(output, /^ok DEMO-4 +pixel +submitted > orphaned > re-routed > degraded run {2}=> done \(degraded run\)$/m);
    assert.match(output, /^ok DEMO-5 +anvil +submitted > picked up > timed out > error handoff > confirmed {2}=> failed \(worker_timeout\)$/m);
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
