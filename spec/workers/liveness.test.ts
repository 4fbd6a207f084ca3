import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { ManualClock } from '../../src/clock.js';
import { touchHeartbeat } from '../../src/workers/heartbeat.js';
import { T0 } from '../helpers/story-builders.js';
import { handoffMarkdown, handoffPath, inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';

const MINUTE = 60_000;
const CONFIG = '[timeouts]\nstall = "10m"\ndev = "30m"\n[workers]\noffline_after = "15m"\n';

const heartbeat = touchHeartbeat;

describe('worker liveness under a fake clock', () => {
  test('a worker whose heartbeat stops is busy, then its task stalled, then the worker offline', async (t) => {
    const root = await tempProject(t, CONFIG);
    const clock = new ManualClock(T0);
    const { daemon } = await startTestDaemon(t, root, { clock, watch: false });
    await writeLikeAProducer(inboxPath(root, 'anvil', 'L-1.md'), taskMarkdown(root, 'L-1', 'anvil', {}, new Date(T0).toISOString()));
    await heartbeat(root, 'anvil', T0);
    await writeFile(inboxPath(root, 'anvil', 'L-1.picked-up'), `agent: "anvil"\nat: "${new Date(T0).toISOString()}"\n`);
    await daemon.reconcile();
    assert.equal(daemon.store.getWorkers().anvil?.status, 'busy');
    assert.equal(daemon.store.get('L-1')?.stalled, false);

    clock.advance(10 * MINUTE);
    await daemon.runDue();
    assert.equal(daemon.store.get('L-1')?.stalled, true, 'stalled after [timeouts] stall without a sign of life');
    assert.equal(daemon.store.getWorkers().anvil?.status, 'busy', 'still busy before offline_after');

    clock.advance(5 * MINUTE);
    await daemon.runDue();
    const worker = daemon.store.getWorkers().anvil!;
    assert.equal(worker.status, 'offline', 'offline after [workers] offline_after, woken by the clock alone');
    assert.equal(worker.current_task, 'L-1');
    assert.equal(worker.last_seen_at, new Date(T0).toISOString());
    assert.equal(daemon.store.get('L-1')?.state, 'picked_up', 'the task itself waits for its stage timeout');
  });

  test('a heartbeat brings a stalled worker back: not stalled, busy again', async (t) => {
    const root = await tempProject(t, CONFIG);
    const clock = new ManualClock(T0);
    const { daemon } = await startTestDaemon(t, root, { clock, watch: false });
    await writeLikeAProducer(inboxPath(root, 'anvil', 'L-2.md'), taskMarkdown(root, 'L-2', 'anvil', {}, new Date(T0).toISOString()));
    await writeFile(inboxPath(root, 'anvil', 'L-2.picked-up'), `at: "${new Date(T0).toISOString()}"\n`);
    await daemon.reconcile();
    clock.advance(11 * MINUTE);
    await daemon.runDue();
    assert.equal(daemon.store.get('L-2')?.stalled, true);
    await heartbeat(root, 'anvil', clock.now());
    await daemon.reconcile();
    assert.equal(daemon.store.get('L-2')?.stalled, false);
    assert.equal(daemon.store.getWorkers().anvil?.status, 'busy');
  });

  test('a claim and a hand-off are signs of life: a worker whose hooks never touched .heartbeat is busy, then idle, not offline and never seen', async (t) => {
    const root = await tempProject(t, CONFIG);
    const clock = new ManualClock(T0);
    const { daemon } = await startTestDaemon(t, root, { clock, watch: false });
    await writeLikeAProducer(inboxPath(root, 'furnace', 'L-4.md'), taskMarkdown(root, 'L-4', 'furnace', {}, new Date(T0).toISOString()));
    await writeFile(inboxPath(root, 'furnace', 'L-4.picked-up'), `at: "${new Date(T0).toISOString()}"\n`);
    await daemon.reconcile();
    assert.equal(daemon.store.getWorkers().furnace?.status, 'busy');

    clock.advance(20 * MINUTE);
    await writeLikeAProducer(handoffPath(root, 'L-4'), handoffMarkdown('L-4', 'furnace'));
    await daemon.reconcile();
    const worker = daemon.store.getWorkers().furnace!;
    const handedOff = new Date(clock.now()).toISOString();
    assert.deepEqual(worker, { status: 'idle', idle_since: handedOff, current_task: null, last_seen_at: handedOff });

    clock.advance(15 * MINUTE);
    await daemon.runDue();
    assert.equal(daemon.store.getWorkers().furnace?.status, 'offline', 'offline_after counts from the hand-off');
  });

  test('idle_since is the last completion, and stays so after the task is confirmed and cleaned up', async (t) => {
    const root = await tempProject(t, CONFIG);
    const clock = new ManualClock(T0);
    const { daemon } = await startTestDaemon(t, root, { clock, watch: false });
    await heartbeat(root, 'anvil', T0);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'L-3.md'), taskMarkdown(root, 'L-3', 'anvil', {}, new Date(T0).toISOString()));
    await daemon.reconcile();
    assert.deepEqual(daemon.store.getWorkers().anvil, {
      status: 'idle',
      idle_since: new Date(T0).toISOString(),
      current_task: null,
      last_seen_at: new Date(T0).toISOString(),
    });

    clock.advance(MINUTE);
    await writeFile(inboxPath(root, 'anvil', 'L-3.picked-up'), `at: "${new Date(clock.now()).toISOString()}"\n`);
    await daemon.reconcile();
    clock.advance(2 * MINUTE);
    await writeLikeAProducer(handoffPath(root, 'L-3'), handoffMarkdown('L-3'));
    await daemon.reconcile();
    const done = new Date(clock.now()).toISOString();
    assert.equal(daemon.store.getWorkers().anvil?.idle_since, done);

    clock.advance(MINUTE);
    await writeFile(inboxPath(root, 'anvil', 'L-3.confirmed'), '');
    await daemon.reconcile();
    assert.equal(daemon.store.get('L-3'), undefined, 'cleaned up');
    assert.equal(daemon.store.getWorkers().anvil?.idle_since, done, 'idle since the handoff, not since first sighting');
  });
});
