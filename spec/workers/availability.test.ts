import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Availability, NoWorker, WorkerAvailable, WorkerBusy } from '../../protocol/http-api.js';
import type { TaskEntry, WorkerEntry } from '../../protocol/tracking.js';
import { availabilityFor, takersOf } from '../../src/workers/availability.js';

const roster = {
  anvil: { task_types: ['frontend', 'fullstack'] },
  forge2: { task_types: ['frontend'] },
  architect: { task_types: ['arch_review'] },
  furnace: { task_types: ['backend'] },
};
const idle = (since: string): WorkerEntry => ({ status: 'idle', idle_since: since, current_task: null, last_seen_at: since });
const busy = (task: string): WorkerEntry => ({ status: 'busy', idle_since: null, current_task: task, last_seen_at: '2026-04-01T12:00:00.000Z' });
const offline: WorkerEntry = { status: 'offline', idle_since: null, current_task: null, last_seen_at: null };
const pickedUp = (at: string) => ({ picked_up_at: at }) as TaskEntry;

describe('which worker lab is offered', () => {
  test('an idle worker is available, in exactly the documented shape', () => {
    const answer = availabilityFor('fullstack', roster, { anvil: idle('2026-04-01T12:00:00.000Z') }, () => undefined);
    assert.deepEqual(answer, { available: true, agent: 'anvil', idle_since: '2026-04-01T12:00:00.000Z', current_task: null });
    assert.ok(WorkerAvailable.safeParse(answer).success);
  });

  test('with several idle workers for a type, the one idle longest wins', () => {
    const answer = availabilityFor('frontend', roster, { anvil: idle('2026-04-01T12:05:00.000Z'), forge2: idle('2026-04-01T12:01:00.000Z') }, () => undefined);
    assert.equal(answer.agent, 'forge2');
  });

  test('an idle worker beats a busy one, and an offline worker is never offered', () => {
    assert.equal(availabilityFor('frontend', roster, { anvil: busy('F-1'), forge2: idle('2026-04-01T12:00:00.000Z') }, () => undefined).agent, 'forge2');
    const none = availabilityFor('frontend', roster, { anvil: offline, forge2: { ...offline, current_task: 'F-9' } }, () => undefined);
    assert.deepEqual(none, { available: false, agent: null, reason: 'all_workers_offline' });
    assert.ok(NoWorker.safeParse(none).success);
  });

  test('when every taker is busy, the one whose task was picked up first is named', () => {
    const tasks: Record<string, TaskEntry> = { 'F-1': pickedUp('2026-04-01T12:30:00.000Z'), 'F-2': pickedUp('2026-04-01T12:10:00.000Z') };
    const answer = availabilityFor('frontend', roster, { anvil: busy('F-1'), forge2: busy('F-2') }, (id) => tasks[id]);
    assert.deepEqual(answer, { available: false, agent: 'forge2', idle_since: null, current_task: 'F-2', estimated_free: null });
    assert.ok(WorkerBusy.safeParse(answer).success);
  });

  test('a type no worker takes has no worker configured; a worker the daemon never saw counts as offline', () => {
    assert.deepEqual(
      availabilityFor('ux_review', roster, {}, () => undefined),
      { available: false, agent: null, reason: 'no_worker_configured' },
    );
    assert.deepEqual(
      availabilityFor('backend', roster, {}, () => undefined),
      { available: false, agent: null, reason: 'all_workers_offline' },
    );
  });

  test('an alias finds the workers of its canonical type', () => {
    assert.deepEqual(takersOf(roster, 'arch'), ['architect']);
    assert.ok(Availability.safeParse(availabilityFor('arch', roster, { architect: idle('2026-04-01T12:00:00.000Z') }, () => undefined)).success);
  });
});
