import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import type { HistoryRecord } from '../../protocol/tracking.js';
import { Ledger } from '../../src/daemon/ledger.js';
import { tempProject } from '../helpers/temp-project.js';

const record = (state: string, submittedAt: string | null) =>
  ({ story_id: 'L-1', state, submitted_at: submittedAt, agent: 'anvil' }) as unknown as HistoryRecord;

test('a confirmed story is recorded once for good: a replayed cleanup is not recorded again, even when the task file was rewritten since', async (t) => {
  const file = join(await tempProject(t), 'history.jsonl');
  const ledger = new Ledger(file);
  assert.equal(await ledger.record(record('confirmed', '2026-04-01T12:00:00Z')), true);
  assert.equal(await ledger.record(record('confirmed', '2026-04-01T12:00:00Z')), false, 'the same submission');
  assert.equal(await ledger.record(record('confirmed', null)), false, 'the task file no longer parses: no submission time');
  assert.equal(await ledger.record(record('invalid', '2026-04-02T12:00:00Z')), false, 'another submission time');
  const reloaded = new Ledger(file);
  await reloaded.load();
  assert.equal(await reloaded.record(record('confirmed', null)), false, 'also after a restart');
  assert.equal((await readFile(file, 'utf8')).trim().split('\n').length, 1);
});

test('a story removed before it was confirmed is recorded once per submission', async (t) => {
  const file = join(await tempProject(t), 'history.jsonl');
  const ledger = new Ledger(file);
  assert.equal(await ledger.record(record('orphaned', '2026-04-01T12:00:00Z')), true);
  assert.equal(await ledger.record(record('orphaned', '2026-04-01T12:00:00Z')), false);
  assert.equal(await ledger.record(record('confirmed', '2026-04-02T12:00:00Z')), true, 'dispatched again, then confirmed');
});

test('a task file that vanished and came back with the same submission is still recorded when it is confirmed', async (t) => {
  const file = join(await tempProject(t), 'history.jsonl');
  const ledger = new Ledger(file);
  assert.equal(await ledger.record(record('picked_up', '2026-04-01T12:00:00Z')), true, 'the file was gone for a moment: recorded as removed');
  assert.equal(await ledger.record(record('picked_up', '2026-04-01T12:00:00Z')), false, 'a replay of that removal');
  assert.equal(await ledger.record(record('confirmed', '2026-04-01T12:00:00Z')), true, 'the same submission, back and then confirmed');
  assert.equal(await ledger.record(record('confirmed', '2026-04-01T12:00:00Z')), false);
});

test('two daemons recording into one ledger record each story once: each reads what the other appended before it appends', async (t) => {
  const file = join(await tempProject(t), 'history.jsonl');
  const first = new Ledger(file);
  const second = new Ledger(file);
  await first.load();
  await second.load();
  assert.equal(await first.record(record('confirmed', '2026-04-01T12:00:00Z')), true);
  assert.equal(await second.record(record('confirmed', '2026-04-01T12:00:00Z')), false, 'the other daemon recorded it');
  assert.equal(await second.record(record('handed_off', '2026-04-01T12:00:00Z')), false, 'confirmed for good');
  const other = { ...record('orphaned', '2026-04-02T09:00:00Z'), story_id: 'L-2' } as HistoryRecord;
  assert.equal(await second.record(other), true);
  assert.equal(await first.record(other), false);
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  assert.equal(lines.filter((line) => line.includes('"L-1"')).length, 1);
  assert.equal(lines.filter((line) => line.includes('"L-2"')).length, 1);
});
