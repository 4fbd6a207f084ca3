import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Config } from '../../protocol/config.js';
import { pinnedHostOf, workerHostOf, workersPinnedElsewhere, workersRunOn } from '../../protocol/worker-hosts.js';

const config = Config.parse({
  supervisor: { enabled: true },
  workers: {
    anvil: { task_types: ['frontend'] },
    furnace: { task_types: ['backend'], host: 'host-b' },
    crucible: { task_types: ['test'], host: 'host-a' },
  },
});

test('the holder runs the workers pinned to no host and those pinned to its own; a standby only those pinned to its own', () => {
  assert.deepEqual(workersRunOn(config, 'host-a', true), ['anvil', 'crucible']);
  assert.deepEqual(workersRunOn(config, 'host-a', false), ['crucible']);
  assert.deepEqual(workersRunOn(config, 'host-b', false), ['furnace']);
  // A standby on B that takes the lease keeps furnace and gains the unpinned anvil; crucible stays on A.
  assert.deepEqual(workersRunOn(config, 'host-b', true), ['anvil', 'furnace']);
  assert.deepEqual(workersRunOn(config, 'host-c', false), []);
});

test('a worker pinned to a host runs there whoever holds the lease; an unpinned one runs on the holder’s host', () => {
  assert.equal(pinnedHostOf(config, 'furnace'), 'host-b');
  assert.equal(pinnedHostOf(config, 'anvil'), null);
  assert.equal(workerHostOf(config, 'furnace', 'host-a'), 'host-b');
  assert.equal(workerHostOf(config, 'anvil', 'host-a'), 'host-a');
  assert.equal(workerHostOf(config, 'anvil', null), null);
  assert.deepEqual(workersPinnedElsewhere(config, 'host-a'), [{ agent: 'furnace', host: 'host-b' }]);
});

test('only managed workers are run anywhere: with [supervisor] off or a worker left out of [supervisor] workers, none', () => {
  assert.deepEqual(workersRunOn({ ...config, supervisor: { ...config.supervisor, enabled: false } }, 'host-b', false), []);
  const some = { ...config, supervisor: { ...config.supervisor, workers: ['anvil'] } };
  assert.deepEqual(workersRunOn(some, 'host-b', true), ['anvil']);
  assert.deepEqual(workersPinnedElsewhere(some, 'host-a'), []);
});

test('a single-host project (no host anywhere) runs every managed worker in the holder and none in a standby', () => {
  const single = Config.parse({ supervisor: { enabled: true }, workers: { anvil: { task_types: ['frontend'] } } });
  assert.deepEqual(workersRunOn(single, 'anywhere', true), ['anvil']);
  assert.deepEqual(workersRunOn(single, 'anywhere', false), []);
});

test('an empty host name is refused by the config', () => {
  assert.equal(Config.safeParse({ workers: { anvil: { task_types: ['x'], host: '' } } }).success, false);
});
