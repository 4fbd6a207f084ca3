import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TaskEntry, TrackingFile } from '../../protocol/tracking.js';
import { actionKey, planSentinel } from '../../src/lab-reference/sentinel-plan.js';

function entry(state: TaskEntry['state'], handoff: TaskEntry['handoff'] = null): TaskEntry {
  return {
    state,
    agent: 'anvil',
    stage: 'dev',
    task_type: 'frontend',
    urgency: 'normal',
    file: '_vibe-chain-output/worker-inbox/anvil/X.md',
    submitted_at: '2026-04-01T12:00:00.000Z',
    picked_up_at: null,
    completed_at: null,
    deadline_at: null,
    orphaned_at: null,
    timed_out_at: null,
    escalated_at: null,
    confirmed_at: null,
    handoff,
    stalled: false,
    last_activity_at: null,
    errors: [],
  };
}

const tracking = (tasks: Record<string, TaskEntry>): TrackingFile => ({
  ipc_protocol: 'ipc-v1',
  updated_at: '2026-04-01T12:00:00.000Z',
  tasks,
  workers: {},
  rejected: {},
});
const pr = { kind: 'pr' as const, file: 'h.md', status: 'completed', created_at: null };

describe('the sentinel plan', () => {
  test('each state the sentinel owns gets its one action; the others get none', () => {
    const plan = planSentinel(
      tracking({
        A: entry('handed_off', pr),
        B: entry('orphaned'),
        C: entry('timed_out'),
        D: entry('escalated'),
        E: entry('submitted'),
        F: entry('picked_up'),
        G: entry('invalid'),
        H: entry('confirmed'),
      }),
      new Set(),
    );
    assert.deepEqual(
      plan.map((a) => [a.id, a.type]),
      [
        ['A', 'confirm'],
        ['B', 'reroute'],
        ['C', 'fail-timeout'],
        ['D', 'review'],
      ],
    );
  });

  test('handed off with only an error-handoff is not confirmed as done', () => {
    assert.deepEqual(planSentinel(tracking({ A: entry('handed_off', { ...pr, kind: 'error' }) }), new Set()), []);
  });

  test('an action already done for this submission is not planned again, but a new submission of the id is', () => {
    const first = tracking({ A: entry('orphaned') });
    const done = new Set([actionKey({ type: 'reroute', id: 'A' }, first.tasks.A!.submitted_at)]);
    assert.deepEqual(planSentinel(first, done), []);
    const again = tracking({ A: { ...entry('orphaned'), submitted_at: '2026-04-02T12:00:00.000Z' } });
    assert.deepEqual(
      planSentinel(again, done).map((a) => a.type),
      ['reroute'],
    );
  });

  test('under when_busy = "queue" an orphaned story is left for a person, never run degraded; the other actions stay', () => {
    const files = tracking({ 'O-1': entry('orphaned'), 'T-1': entry('timed_out') });
    assert.deepEqual(
      planSentinel(files, new Set(), 'degraded').map((a) => [a.type, a.id]),
      [
        ['reroute', 'O-1'],
        ['fail-timeout', 'T-1'],
      ],
    );
    assert.deepEqual(
      planSentinel(files, new Set(), 'queue').map((a) => [a.type, a.id]),
      [['fail-timeout', 'T-1']],
    );
  });
});
