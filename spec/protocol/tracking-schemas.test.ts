import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HistoryRecord, TASK_STATES, TaskEntry, TrackingFile, WorkerEntry } from '../../protocol/tracking.js';
import { entry, tracking } from '../parties/tracking-fixture.js';

describe('.tracking.json and the ledger', () => {
  test('accept an entry in every state, and a file without "rejected" reads as none rejected', () => {
    const tasks = Object.fromEntries(TASK_STATES.map((state) => [`S-${state}`, entry(`S-${state}`, state)]));
    const file = tracking(tasks);
    assert.deepEqual(TrackingFile.parse(file), file);
    const { rejected: _none, ...withoutRejected } = file;
    assert.deepEqual(TrackingFile.parse(withoutRejected).rejected, {});
  });

  test('an entry requires every field of the contract, null when it has not happened', () => {
    const valid = entry('S-1', 'submitted');
    for (const field of Object.keys(valid)) {
      const { [field]: _dropped, ...rest } = valid as Record<string, unknown>;
      const result = TaskEntry.safeParse(rest);
      assert.ok(!result.success, field);
      assert.equal(result.error.issues[0]!.path[0], field);
    }
  });

  test('refuses an unknown state, a bad id key, a wrong protocol and a bad worker status', () => {
    assert.ok(!TrackingFile.safeParse(tracking({ 'S-1': { ...entry('S-1', 'submitted'), state: 'done' as never } })).success);
    assert.ok(!TrackingFile.safeParse(tracking({ 'a/b': entry('a/b', 'submitted') })).success);
    assert.ok(!TrackingFile.safeParse({ ...tracking({}), ipc_protocol: 'ipc-v2' }).success);
    assert.ok(!TrackingFile.safeParse({ ...tracking({}), updated_at: 'later' }).success);
    assert.ok(!WorkerEntry.safeParse({ status: 'asleep', idle_since: null, current_task: null, last_seen_at: null }).success);
    assert.ok(WorkerEntry.safeParse({ status: 'idle', idle_since: '2026-04-01T12:00:00Z', current_task: null, last_seen_at: null }).success);
  });

  test('a ledger record is the final entry plus its story id', () => {
    const record = { ...entry('S-1', 'confirmed'), story_id: 'S-1' };
    assert.deepEqual(HistoryRecord.parse(record), record);
    assert.ok(!HistoryRecord.safeParse(entry('S-1', 'confirmed')).success, 'story_id is required');
  });
});
