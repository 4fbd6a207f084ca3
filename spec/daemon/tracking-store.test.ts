import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { TRACKING_FILE } from '../../protocol/paths.js';
import { ManualClock } from '../../src/clock.js';
import { TrackingStore } from '../../src/tracking/tracking-store.js';
import { tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { entry, NOW } from '../parties/tracking-fixture.js';

function storeIn(root: string, onFlushed: () => void = () => undefined): TrackingStore {
  return new TrackingStore(join(root, TRACKING_FILE), TRACKING_FILE, new ManualClock(NOW), {
    batchWindowMs: 0,
    onWriteError: (error) => assert.fail(error),
    onFlushed,
  });
}

/** One turn of the timers phase: a batch window of 0 ms has fired by then. */
const timersTurn = () => new Promise((resolve) => setTimeout(resolve, 5));

test('while held the store writes nothing; releasing it writes every change in one write', async (t) => {
  const root = await tempProject(t);
  let writes = 0;
  const store = storeIn(root, () => (writes += 1));
  t.after(() => store.close());
  const release = store.hold();
  for (let i = 0; i < 50; i++) store.set(`H-${i}`, entry(`H-${i}`, 'submitted'));
  store.flushSoon();
  await timersTurn();
  await store.writesSettled();
  assert.equal(writes, 0);
  assert.equal(existsSync(join(root, TRACKING_FILE)), false);
  release();
  await waitFor('the released write', () => writes === 1);
  const written = JSON.parse(await readFile(join(root, TRACKING_FILE), 'utf8')) as { tasks: Record<string, unknown> };
  assert.equal(Object.keys(written.tasks).length, 50);
});

test('changes made while a write is under way are coalesced into one more write', async (t) => {
  const root = await tempProject(t);
  let writes = 0;
  const store = storeIn(root, () => (writes += 1));
  t.after(() => store.close());
  store.set('C-0', entry('C-0', 'submitted'));
  const first = store.flush();
  for (let i = 1; i <= 200; i++) {
    store.set(`C-${i}`, entry(`C-${i}`, 'submitted'));
    store.flushSoon();
  }
  await first;
  await waitFor('every change on disk', async () => {
    await store.writesSettled();
    const text = await readFile(join(root, TRACKING_FILE), 'utf8');
    return Object.keys((JSON.parse(text) as { tasks: object }).tasks).length === 201;
  });
  assert.ok(writes <= 3, `expected the 200 changes to share at most two writes after the first, got ${writes - 1}`);
});

test('flushSoon with nothing changed writes nothing', async (t) => {
  const root = await tempProject(t);
  let writes = 0;
  const store = storeIn(root, () => (writes += 1));
  t.after(() => store.close());
  store.flushSoon();
  await timersTurn();
  await store.writesSettled();
  assert.equal(writes, 0);
  store.set('N-1', entry('N-1', 'submitted'));
  store.flushSoon();
  await waitFor('the first write', () => writes === 1);
  store.set('N-1', entry('N-1', 'submitted'));
  store.flushSoon();
  await timersTurn();
  await store.writesSettled();
  assert.equal(writes, 1, 'setting an identical entry is not a change');
});

test('a file on disk that is none of its writes (its change event not looked at yet) is not written over: the store asks for the look first', async (t) => {
  const root = await tempProject(t);
  const file = join(root, TRACKING_FILE);
  let asked = 0;
  const store = new TrackingStore(file, TRACKING_FILE, new ManualClock(NOW), {
    batchWindowMs: 0,
    onWriteError: (error) => assert.fail(error),
    onForeign: () => (asked += 1),
  });
  t.after(() => store.close());
  store.set('F-1', entry('F-1', 'submitted'));
  await store.flush();
  assert.equal(asked, 0, 'its own write is not foreign');
  // Someone else's whole file (a later holder, a hand edit), renamed into place as they write it.
  const theirs = (await readFile(file, 'utf8')).replace('"F-1"', '"F-2"').replace('"F-1"', '"F-2"');
  await writeLikeAProducer(file, theirs);
  store.set('F-3', entry('F-3', 'submitted'));
  await store.flush();
  assert.equal(asked, 1);
  assert.equal(await readFile(file, 'utf8'), theirs, 'their file is kept until it is looked at');
  // The look takes it in; from then on the store writes again, over what it took in.
  assert.equal((await store.adopt(Buffer.from(theirs))).adopted, true);
  store.set('F-4', entry('F-4', 'submitted'));
  await store.flush();
  assert.equal(asked, 1);
  const written = JSON.parse(await readFile(file, 'utf8')) as { tasks: Record<string, unknown> };
  assert.deepEqual(Object.keys(written.tasks).sort(), ['F-2', 'F-4']);
});
