import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EvaluationQueue } from '../../src/daemon/evaluation-queue.js';

/** An evaluation that finishes only when the test says so, recording the order stories started in. */
function gatedEvaluations(): { started: string[]; evaluate: (id: string) => Promise<void>; finishAll: () => void } {
  const started: string[] = [];
  const gates: Array<() => void> = [];
  return {
    started,
    evaluate: (id) => {
      started.push(id);
      return new Promise<void>((resolve) => gates.push(resolve));
    },
    finishAll: () => {
      for (const open of gates.splice(0)) open();
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1_000 && !condition(); turn++) await new Promise((resolve) => setImmediate(resolve));
  assert.ok(condition(), 'condition not reached within 1,000 turns of the event loop');
}

test('a story named by an event runs before the stories a reconcile sweeps', async () => {
  const gate = gatedEvaluations();
  const queue = new EvaluationQueue(gate.evaluate, 1, () => undefined);
  for (const id of ['S-1', 'S-2', 'S-3']) queue.sweep(id);
  await until(() => gate.started.length === 1);
  queue.request('E-1');
  gate.finishAll();
  await until(() => gate.started.length === 2);
  assert.deepEqual(gate.started, ['S-1', 'E-1']);
  while (gate.started.length < 4) {
    gate.finishAll();
    await until(() => gate.started.length > 2);
    await new Promise((resolve) => setImmediate(resolve));
  }
  gate.finishAll();
  await queue.idle();
  assert.deepEqual(gate.started, ['S-1', 'E-1', 'S-2', 'S-3']);
});

test('a swept story that an event names is run once, in the event lane', async () => {
  const gate = gatedEvaluations();
  const queue = new EvaluationQueue(gate.evaluate, 1, () => undefined);
  queue.sweep('A');
  queue.sweep('B');
  queue.request('B');
  queue.sweep('B');
  await until(() => gate.started.length === 1);
  assert.deepEqual(gate.started, ['B']);
  gate.finishAll();
  await until(() => gate.started.length === 2);
  gate.finishAll();
  await queue.idle();
  assert.deepEqual(gate.started, ['B', 'A']);
});

test('the batch follow-up runs once the events are served, without waiting for a sweep to end', async () => {
  const gate = gatedEvaluations();
  let batches = 0;
  const queue = new EvaluationQueue(gate.evaluate, 2, () => (batches += 1));
  queue.sweep('S-1');
  queue.sweep('S-2');
  queue.sweep('S-3');
  queue.request('E-1');
  await until(() => gate.started.length === 2);
  assert.deepEqual(gate.started, ['E-1', 'S-1']);
  gate.finishAll();
  await until(() => batches === 1);
  assert.equal(batches, 1, 'the event was served while the sweep still runs');
  await until(() => gate.started.length === 4);
  gate.finishAll();
  await queue.idle();
  assert.equal(batches, 2, 'and once more when everything is done');
});

test('a story asked for while it runs runs once more afterwards, never twice at once', async () => {
  const gate = gatedEvaluations();
  const queue = new EvaluationQueue(gate.evaluate, 4, () => undefined);
  queue.request('A');
  await until(() => gate.started.length === 1);
  queue.request('A');
  queue.request('A');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(gate.started, ['A']);
  gate.finishAll();
  await until(() => gate.started.length === 2);
  gate.finishAll();
  await queue.idle();
  assert.deepEqual(gate.started, ['A', 'A']);
});
