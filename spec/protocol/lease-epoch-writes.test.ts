import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Action } from '../../protocol/actions.js';
import { decide } from '../../protocol/decide.js';
import { handoffFile, signalFile } from '../../protocol/paths.js';
import { renderSignal, SignalContent } from '../../protocol/signals.js';
import type { StorySnapshot } from '../../protocol/snapshot.js';
import { config, emptySnapshot, T0, validTask, withSignal } from '../helpers/story-builders.js';

/** What a holder of the lease writes carries its epoch; what a later holder wrote, it never removes. */

const MIN = 60_000;
const task = (): StorySnapshot => {
  const snapshot = emptySnapshot('S-1');
  snapshot.tasks.push(validTask('S-1', 'anvil'));
  return snapshot;
};
const written = (actions: Action[], file: string) => actions.find((a) => (a.type === 'write-signal' || a.type === 'write-handoff') && a.file === file);
const removed = (actions: Action[]) => actions.filter((a) => a.type === 'remove').map((a) => (a.type === 'remove' ? a.file : ''));

describe('lease_epoch on the daemon’s writes', () => {
  test('.orphaned and .timeout carry the epoch of the lease held, and nothing without one', () => {
    for (const [leaseEpoch, expected] of [
      [4, 4],
      [null, undefined],
    ] as const) {
      const orphaned = decide(task(), undefined, config(), { now: T0 + 10 * MIN, activity: {}, leaseEpoch });
      const signal = written(orphaned.actions, signalFile('anvil', 'S-1', 'orphaned'));
      assert.ok(signal?.type === 'write-signal');
      assert.equal(signal.content.lease_epoch, expected);
      const claimed = withSignal(task(), 'anvil', 'picked-up', T0);
      const timedOut = decide(claimed, undefined, config(), { now: T0 + 60 * MIN, activity: {}, leaseEpoch });
      const timeout = written(timedOut.actions, signalFile('anvil', 'S-1', 'timeout'));
      assert.ok(timeout?.type === 'write-signal');
      assert.equal(timeout.content.lease_epoch, expected);
      // As written: one more `key: value` line, which the signal schema reads as a number.
      if (expected !== undefined) assert.match(renderSignal(timeout.content), /^lease_epoch: 4$/m);
      assert.equal(SignalContent.parse({ ...timeout.content }).lease_epoch, expected);
    }
  });

  test('the escalation handoff carries it too', () => {
    const escalated = withSignal(withSignal(task(), 'anvil', 'picked-up', T0), 'anvil', 'escalation', T0 + MIN, { reason: 'blocked', violations: 3 });
    const decision = decide(escalated, undefined, config(), { now: T0 + 2 * MIN, activity: {}, leaseEpoch: 2 });
    const handoff = written(decision.actions, handoffFile('S-1', 'escalation'));
    assert.ok(handoff?.type === 'write-handoff');
    assert.equal(handoff.frontMatter.lease_epoch, 2);
  });

  test('a signal of a later epoch is never removed: not as a stray without its task, nor in a confirmed story’s cleanup', () => {
    const stray = withSignal(emptySnapshot('S-1'), 'anvil', 'orphaned', T0, { by: 'forge-daemon', lease_epoch: 5 });
    assert.deepEqual(removed(decide(stray, undefined, config(), { now: T0, activity: {}, leaseEpoch: 4 }).actions), []);
    assert.deepEqual(removed(decide(stray, undefined, config(), { now: T0, activity: {}, leaseEpoch: 5 }).actions), [signalFile('anvil', 'S-1', 'orphaned')]);
    // Written before epochs were recorded, or by the same holder: removed as before.
    const old = withSignal(emptySnapshot('S-1'), 'anvil', 'timeout', T0, { by: 'forge-daemon' });
    assert.deepEqual(removed(decide(old, undefined, config(), { now: T0, activity: {}, leaseEpoch: 4 }).actions), [signalFile('anvil', 'S-1', 'timeout')]);

    const confirmed = withSignal(withSignal(task(), 'anvil', 'timeout', T0, { lease_epoch: 7 }), 'anvil', 'confirmed', T0 + MIN);
    const files = removed(decide(confirmed, undefined, config(), { now: T0 + MIN, activity: {}, leaseEpoch: 6 }).actions);
    assert.ok(!files.includes(signalFile('anvil', 'S-1', 'timeout')), files.join(', '));
    assert.ok(files.includes(signalFile('anvil', 'S-1', 'confirmed')));
  });
});
