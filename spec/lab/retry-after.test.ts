import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Attempt, parseRetryAfter, withRetryAfter } from '../../src/net/retry-after.js';

describe('Retry-After', () => {
  test('seconds, decimal seconds and HTTP dates become a wait in ms; anything else is null', () => {
    const now = Date.parse('2026-04-01T12:00:00Z');
    assert.equal(parseRetryAfter('120', now), 120_000);
    assert.equal(parseRetryAfter(1.5, now), 1500);
    assert.equal(parseRetryAfter('Wed, 01 Apr 2026 12:00:30 GMT', now), 30_000);
    assert.equal(parseRetryAfter('Wed, 01 Apr 2026 11:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter('soon', now), null);
    assert.equal(parseRetryAfter(-1, now), null);
    assert.equal(parseRetryAfter(undefined, now), null);
  });

  test('each retry waits exactly what lab asked, and the outcome is the first answer that is not rate-limited', async () => {
    const slept: number[] = [];
    const answers: Array<Attempt<string>> = [
      { kind: 'rate_limited', retryAfterMs: 700, message: 'slow down' },
      { kind: 'rate_limited', retryAfterMs: null, message: 'slow down' },
      { kind: 'done', value: 'LAB-1' },
    ];
    const outcome = await withRetryAfter(async () => answers.shift()!, {
      attempts: 5,
      fallbackMs: 2000,
      maxWaitMs: 60_000,
      sleep: async (ms) => void slept.push(ms),
    });
    assert.deepEqual(outcome, { kind: 'done', value: 'LAB-1' });
    assert.deepEqual(slept, [700, 2000]);
  });

  test('it gives up after the attempts, or at once when the wait asked for is longer than it may sit out', async () => {
    const limited: Attempt<string> = { kind: 'rate_limited', retryAfterMs: 100, message: 'no' };
    let calls = 0;
    const policy = { attempts: 3, fallbackMs: 10, maxWaitMs: 1000, sleep: async () => undefined };
    assert.equal((await withRetryAfter(async () => (calls++, limited), policy)).kind, 'gave_up');
    assert.equal(calls, 3);
    calls = 0;
    const outcome = await withRetryAfter(async () => (calls++, { ...limited, retryAfterMs: 3_600_000 }), policy);
    assert.deepEqual([outcome.kind, calls], ['gave_up', 1]);
  });
});
