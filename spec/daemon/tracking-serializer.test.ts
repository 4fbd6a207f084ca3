import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stableJson } from '../../protocol/stable-json.js';
import type { RejectedEntry, WorkerEntry } from '../../protocol/tracking.js';
import { TrackingSerializer } from '../../src/tracking/tracking-serializer.js';
import { at, entry } from '../parties/tracking-fixture.js';

const workers: Record<string, WorkerEntry> = { anvil: { status: 'busy', idle_since: null, current_task: 'B-2', last_seen_at: at(0) } };
const rejected: Record<string, RejectedEntry> = {
  '_vibe-chain-output/worker-inbox/anvil/bad id.md': { errors: [{ code: 'bad_story_id', file: 'x', field: null, expected: 'a story id', got: '"bad id"' }] },
};

function expected(tasks: Record<string, unknown>, epoch?: number): string {
  return stableJson({ ipc_protocol: 'ipc-v1', ...(epoch === undefined ? {} : { lease_epoch: epoch }), rejected, tasks, updated_at: at(0), workers });
}

test('the rendered bytes are exactly stableJson of the file, through sets, replacements and deletes', () => {
  const serializer = new TrackingSerializer();
  assert.equal(serializer.render(at(0), workers, rejected, null).toString('utf8'), expected({}));
  const tasks: Record<string, unknown> = {};
  for (const id of ['C-3', 'A-1', 'B-2', 'é-unicode', 'B-10']) {
    const value = entry(id, 'submitted', { module: `mod ${id} "quoted"` });
    serializer.set(id, stableJson(value));
    tasks[id] = value;
  }
  assert.equal(serializer.render(at(0), workers, rejected, null).toString('utf8'), expected(tasks));
  const replaced = entry('B-2', 'picked_up');
  serializer.set('B-2', stableJson(replaced));
  tasks['B-2'] = replaced;
  serializer.delete('A-1');
  delete tasks['A-1'];
  assert.equal(serializer.render(at(0), workers, rejected, null).toString('utf8'), expected(tasks));
  // A daemon holding the lease writes its epoch, in its sorted place.
  assert.equal(serializer.render(at(0), workers, rejected, 3).toString('utf8'), expected(tasks, 3));
  serializer.clear();
  assert.equal(serializer.render(at(0), workers, rejected, null).toString('utf8'), expected({}));
});

test('the rendered bytes stay exactly stableJson of the file over many entries, whichever entries are replaced, added or removed between writes', () => {
  const serializer = new TrackingSerializer();
  const tasks: Record<string, unknown> = {};
  // A fixed pseudo-random walk: replacements, inserts and deletes anywhere in the sorted order.
  let seed = 7;
  const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
  for (let round = 0; round < 40; round++) {
    for (let change = 0; change < 60; change++) {
      const id = `T-${next(1500)}`;
      if (next(4) === 0) {
        serializer.delete(id);
        delete tasks[id];
      } else {
        const value = entry(id, next(2) === 0 ? 'submitted' : 'picked_up', { module: `m${round}` });
        serializer.set(id, stableJson(value));
        tasks[id] = value;
      }
    }
    assert.equal(serializer.render(at(0), workers, rejected, null).toString('utf8'), expected(tasks), `round ${round}`);
  }
});
