import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BoardDiff } from '../../src/dashboard/board-diff.js';
import { cardOf } from '../../src/dashboard/cards.js';
import { applyMessage, type BoardState } from '../../src/dashboard/view/board-state.js';
import { type Card, DeltaMessage, SnapshotMessage } from '../../src/dashboard/wire.js';
import { entry, NOW } from '../parties/tracking-fixture.js';
import { FakeStore, worker } from './board-fixture.js';

const EXTRAS = { tokens: {}, broadcasts: [], audit: {} };

function snapshotOf(diff: BoardDiff, boot: string, seq: number): SnapshotMessage {
  return SnapshotMessage.parse({
    type: 'snapshot',
    boot,
    seq,
    now: NOW,
    project: 'demo',
    recent: [],
    workers: diff.currentWorkers(),
    rejected: diff.currentRejected(),
    extras: EXTRAS,
    cards: [...diff.cardJson()].map((json) => JSON.parse(json) as Card),
  });
}

function applied(state: BoardState | null, message: Parameters<typeof applyMessage>[1]): BoardState {
  const result = applyMessage(state, message, NOW);
  assert.equal(result.kind, 'applied', JSON.stringify(result));
  return (result as { state: BoardState }).state;
}

describe('the board diff', () => {
  test('reports every story on its first pass and nothing on a second pass over an unchanged store', () => {
    const store = new FakeStore();
    store.tasks.set('S-1', entry('S-1', 'submitted'));
    store.tasks.set('S-2', entry('S-2', 'picked_up'));
    const diff = new BoardDiff();
    const first = diff.next(store);
    assert.deepEqual(
      first?.cards.map((card) => card.id),
      ['S-1', 'S-2'],
    );
    assert.equal(diff.next(store), null);
  });

  test('reports a replaced entry, a dropped one, changed workers and rejected files, and only those', () => {
    const store = new FakeStore();
    for (const id of ['S-1', 'S-2', 'S-3']) store.tasks.set(id, entry(id, 'submitted'));
    const diff = new BoardDiff();
    diff.next(store);
    store.tasks.set('S-2', entry('S-2', 'picked_up'));
    store.tasks.delete('S-3');
    store.workers = { anvil: worker('busy', 'S-2') };
    store.rejected.set('x/bad name.md', { errors: [{ code: 'bad_story_id', file: 'x/bad name.md', field: null, expected: 'a story id' }] });
    const changes = diff.next(store)!;
    assert.deepEqual(
      changes.cards.map((card) => [card.id, card.state]),
      [['S-2', 'picked_up']],
    );
    assert.deepEqual(changes.removed, ['S-3']);
    assert.deepEqual(changes.workers, { anvil: { status: 'busy', current: 'S-2' } });
    assert.deepEqual(
      changes.rejected.map((item) => item.file),
      ['x/bad name.md'],
    );
    store.rejected.delete('x/bad name.md');
    assert.deepEqual(diff.next(store)?.unrejected, ['x/bad name.md']);
  });

  test('sends nothing for an entry replaced by an equal one', () => {
    const store = new FakeStore();
    store.tasks.set('S-1', entry('S-1', 'submitted'));
    const diff = new BoardDiff();
    diff.next(store);
    store.tasks.set('S-1', entry('S-1', 'submitted'));
    assert.equal(diff.next(store), null);
  });

  test('makes cards compact: times as numbers, nothing absent sent', () => {
    const card = cardOf('S-1', entry('S-1', 'picked_up', { urgency: 'high', stalled: true }));
    assert.deepEqual(card, {
      id: 'S-1',
      state: 'picked_up',
      agent: 'anvil',
      stage: 'dev',
      type: 'frontend',
      urgency: 'high',
      submitted: NOW - 600_000,
      picked: NOW - 300_000,
      deadline: NOW + 60_000,
      stalled: true,
    });
  });
});

describe('the page copy of the board', () => {
  test('ends equal to a fresh snapshot after following every delta of a random history', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const states = ['submitted', 'picked_up', 'handed_off', 'orphaned', 'timed_out', 'escalated', 'invalid'] as const;
    const store = new FakeStore();
    const diff = new BoardDiff();
    let seq = 0;
    diff.next(store);
    let page = applied(null, snapshotOf(diff, 'b1', seq));
    for (let step = 0; step < 400; step += 1) {
      for (let change = 0; change < 1 + Math.floor(random() * 4); change += 1) {
        const id = `S-${Math.floor(random() * 30)}`;
        if (random() < 0.2) store.tasks.delete(id);
        else store.tasks.set(id, entry(id, states[Math.floor(random() * states.length)]!));
      }
      if (random() < 0.1) store.workers = { anvil: worker(random() < 0.5 ? 'idle' : 'offline') };
      const changes = diff.next(store);
      if (changes === null) continue;
      seq += 1;
      const delta = DeltaMessage.parse({
        type: 'delta',
        boot: 'b1',
        seq,
        now: NOW,
        cards: changes.cards,
        removed: changes.removed,
        ...(changes.workers ? { workers: changes.workers } : {}),
      });
      page = applied(page, delta);
    }
    const fresh = applied(null, snapshotOf(diff, 'b1', seq));
    assert.deepEqual([...page.cards].sort(), [...fresh.cards].sort());
    assert.deepEqual(page.workers, fresh.workers);
    assert.equal(page.seq, seq);
    assert.ok(seq > 100);
  });

  test('asks for a resync on a gap, a daemon restart, or a ping that says it is behind, and ignores a delta it already has', () => {
    const snapshot = SnapshotMessage.parse({
      type: 'snapshot',
      boot: 'b1',
      seq: 5,
      now: NOW,
      project: 'demo',
      cards: [],
      recent: [],
      workers: {},
      rejected: [],
      extras: EXTRAS,
    });
    const state = applied(null, snapshot);
    const delta = (seq: number, boot = 'b1') => ({ type: 'delta' as const, boot, seq, now: NOW });
    assert.equal(applyMessage(state, delta(7), NOW).kind, 'resync');
    assert.equal(applyMessage(state, delta(6, 'b2'), NOW).kind, 'resync');
    assert.equal(applyMessage(state, { type: 'ping', boot: 'b1', seq: 6, now: NOW }, NOW).kind, 'resync');
    assert.equal(applyMessage(state, delta(5), NOW).kind, 'unchanged');
    assert.equal(applyMessage(null, delta(1), NOW).kind, 'resync');
    assert.equal(applied(state, delta(6)).seq, 6);
  });

  test('follows the daemon clock: the offset is server time minus page time at the last message', () => {
    const snapshot = SnapshotMessage.parse({
      type: 'snapshot',
      boot: 'b1',
      seq: 0,
      now: NOW + 5000,
      project: 'demo',
      cards: [],
      recent: [],
      workers: {},
      rejected: [],
      extras: EXTRAS,
    });
    assert.equal(applied(null, snapshot).clockOffset, 5000);
    assert.equal(applied(applied(null, snapshot), { type: 'ping', boot: 'b1', seq: 0, now: NOW - 200 }).clockOffset, -200);
  });

  test('keeps rejected files and recent stories from deltas, and replaces only the extras that came', () => {
    const snapshot = SnapshotMessage.parse({
      type: 'snapshot',
      boot: 'b1',
      seq: 0,
      now: NOW,
      project: 'demo',
      cards: [],
      recent: [],
      workers: {},
      rejected: [{ file: 'a.md', errors: [] }],
      extras: { ...EXTRAS, tokens: { anvil: 5 } },
    });
    const next = applied(applied(null, snapshot), {
      type: 'delta',
      boot: 'b1',
      seq: 1,
      now: NOW,
      rejected: [{ file: 'b.md', errors: [] }],
      unrejected: ['a.md'],
      recent: [cardOf('S-9', entry('S-9', 'confirmed'))],
      extras: { audit: { 'S-1': ['line'] } },
    });
    assert.deepEqual([...next.rejected.keys()], ['b.md']);
    assert.deepEqual(
      next.recent.map((card) => card.id),
      ['S-9'],
    );
    assert.deepEqual(next.extras, { tokens: { anvil: 5 }, broadcasts: [], audit: { 'S-1': ['line'] } });
  });
});
