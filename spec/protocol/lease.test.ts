import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  epochFileName,
  epochOfFileName,
  highestEpoch,
  holdsLease,
  judgeObservations,
  type LeaseObservation,
  LeaseRecord,
  nextEpochFile,
  prunableEpochs,
} from '../../protocol/lease.js';

const TTL = 10_000;
const seen = (at: number, counter: number, extra: Partial<NonNullable<LeaseObservation['record']>> = {}): LeaseObservation => ({
  at,
  record: { epoch: 3, holder: 'h1', counter, ttl_ms: TTL, released: false, ...extra },
});

describe('lease epoch files', () => {
  test('name each epoch, read the epoch back and ignore temps and strays', () => {
    assert.equal(epochFileName(7), 'epoch-7.json');
    assert.equal(epochOfFileName('epoch-7.json'), 7);
    for (const stray of ['epoch-7.json.123', '.epoch-7.json.tmp-1-x', 'epoch-0.json', 'epoch-07.json', 'epoch-x.json', 'notes.txt']) {
      assert.equal(epochOfFileName(stray), null, stray);
    }
  });

  test('the next epoch is one above the highest seen, and the first is 1', () => {
    assert.equal(nextEpochFile(highestEpoch([])), 'epoch-1.json');
    assert.equal(nextEpochFile(highestEpoch(['epoch-2.json', 'epoch-10.json', 'epoch-9.json', 'epoch-11.json.55'])), 'epoch-11.json');
  });

  test('only epochs far below the holder are prunable', () => {
    const names = Array.from({ length: 20 }, (_, i) => epochFileName(i + 1));
    assert.deepEqual(prunableEpochs(names, 20, 16), ['epoch-1.json', 'epoch-2.json', 'epoch-3.json']);
    assert.deepEqual(prunableEpochs(names, 5, 16), []);
  });

  test('a record parses with its fields, keeps unknown ones and defaults released to false', () => {
    const record = LeaseRecord.parse({
      holder: 'h1',
      host: 'a',
      boot_id: null,
      pid: 12,
      epoch: 1,
      counter: 0,
      ttl_ms: TTL,
      project_id: 'p',
      place: null,
      since: '2026-01-01T00:00:00Z',
      renewed_at: '2026-01-01T00:00:00Z',
      later: 1,
    });
    assert.equal(record.released, false);
    assert.equal((record as Record<string, unknown>).later, 1);
    assert.equal(LeaseRecord.safeParse({ holder: 'h1' }).success, false);
  });
});

describe('the staleness judge', () => {
  test('a counter seen unchanged for a whole ttl by the observer is stale', () => {
    assert.deepEqual(judgeObservations([seen(0, 5), seen(4_000, 5), seen(10_000, 5)], TTL), { kind: 'stale', unchangedMs: 10_000 });
  });

  test('a counter that moves is live, however long the observer has watched', () => {
    const observations = Array.from({ length: 40 }, (_, i) => seen(i * 1_000, Math.floor(i / 3)));
    assert.equal(judgeObservations(observations, TTL).kind, 'live');
  });

  test('time since the last read does not count: an observer that did not look knows nothing', () => {
    // One read, then the observer was stopped for a minute: nothing says the counter did not move meanwhile.
    assert.deepEqual(judgeObservations([seen(0, 5)], TTL), { kind: 'live', staleInMs: TTL });
    assert.deepEqual(judgeObservations([seen(0, 5), seen(60_000, 6)], TTL), { kind: 'live', staleInMs: TTL });
  });

  test('never compares clocks: the holder-written times are not even an input', () => {
    // The same observations judge the same whatever the holder's wall clock said; only the observer's `at` counts.
    const verdict = judgeObservations([seen(1_000_000, 1), seen(1_009_999, 1)], TTL);
    assert.deepEqual(verdict, { kind: 'live', staleInMs: 1 });
  });

  test('a new epoch or another holder with the same counter starts the watch again', () => {
    assert.equal(judgeObservations([seen(0, 5), seen(9_000, 5, { epoch: 4 }), seen(12_000, 5, { epoch: 4 })], TTL).kind, 'live');
    assert.equal(judgeObservations([seen(0, 5), seen(9_000, 5, { holder: 'h2' }), seen(12_000, 5, { holder: 'h2' })], TTL).kind, 'live');
  });

  test("the holder's longer ttl wins over the observer's shorter one", () => {
    const slow = (at: number) => seen(at, 1, { ttl_ms: 60_000 });
    assert.equal(judgeObservations([slow(0), slow(30_000)], TTL).kind, 'live');
    assert.equal(judgeObservations([slow(0), slow(60_000)], TTL).kind, 'stale');
  });

  test('a watch counts from the end of the first read that saw the renewal to the start of the last one', () => {
    // The first read took 3 s: what it returned may be as new as its end.
    assert.equal(judgeObservations([{ ...seen(0, 5), endedAt: 3_000 }, seen(10_000, 5)], TTL).kind, 'live');
    assert.equal(judgeObservations([{ ...seen(0, 5), endedAt: 3_000 }, seen(13_000, 5)], TTL).kind, 'stale');
  });

  test('unreadable reads change nothing, a released lease is released, and no read at all is unknown', () => {
    assert.equal(judgeObservations([seen(0, 5), { at: 5_000, record: null }, seen(10_000, 5)], TTL).kind, 'stale');
    assert.equal(judgeObservations([seen(0, 5, { released: true })], TTL).kind, 'released');
    assert.equal(judgeObservations([], TTL).kind, 'unknown');
  });
});

describe('the fence', () => {
  const last = { monotonic: 1_000, wall: 50_000 };
  test('holds until half the ttl has passed since the last renewal by the monotonic clock', () => {
    assert.equal(holdsLease(last, { monotonic: 5_999, wall: 54_999 }, TTL), true);
    assert.equal(holdsLease(last, { monotonic: 6_000, wall: 51_000 }, TTL), false);
  });

  test('a suspend (the wall clock moved, the monotonic one did not) fences too; a wall clock set back does not', () => {
    assert.equal(holdsLease(last, { monotonic: 1_100, wall: 50_000 + 3_600_000 }, TTL), false);
    assert.equal(holdsLease(last, { monotonic: 1_100, wall: 50_000 - 3_600_000 }, TTL), true);
  });
});
