import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeServerClock, judgeServerClock, serverClockNews, serverClockOffset } from '../../protocol/server-clock.js';

describe("the offset from the file server's clock", () => {
  test('is the mtime minus the middle of the write, known to within half the write plus the slack', () => {
    // Written between 1000 and 1040 by this host's clock; the server stamped 31020: 30 s ahead.
    assert.deepEqual(serverClockOffset({ before: 1000, after: 1040, mtime: 31_020 }, 0), { offsetMs: 30_000, uncertaintyMs: 20 });
    assert.deepEqual(serverClockOffset({ before: 1000, after: 1040, mtime: 31_020 }, 10), { offsetMs: 30_000, uncertaintyMs: 30 });
    assert.deepEqual(serverClockOffset({ before: 50_000, after: 50_002, mtime: 20_001 }, 0), { offsetMs: -30_000, uncertaintyMs: 1 });
  });

  test('its interval holds the true offset for any moment of the write the server stamped', () => {
    const trueOffset = -2_345;
    const before = 10_000;
    const after = 10_500;
    for (const stampedAt of [before, 10_123, 10_250, after]) {
      const { offsetMs, uncertaintyMs } = serverClockOffset({ before, after, mtime: stampedAt + trueOffset }, 0);
      assert.ok(Math.abs(offsetMs - trueOffset) <= uncertaintyMs, `stamped at ${stampedAt}: ${offsetMs} ± ${uncertaintyMs}`);
    }
    // And no narrower than it must be: the two ends of the write give the two ends of the interval.
    const { uncertaintyMs } = serverClockOffset({ before, after, mtime: before + trueOffset }, 0);
    assert.equal(uncertaintyMs, (after - before) / 2);
  });

  test('is judged skewed only when the whole interval is beyond the limit, and agreeing only when it is all within', () => {
    assert.equal(judgeServerClock({ offsetMs: 30_000, uncertaintyMs: 5 }), 'skewed');
    assert.equal(judgeServerClock({ offsetMs: -2_100, uncertaintyMs: 50 }), 'skewed');
    assert.equal(judgeServerClock({ offsetMs: 1_500, uncertaintyMs: 400 }), 'agrees');
    assert.equal(judgeServerClock({ offsetMs: 1_900, uncertaintyMs: 200 }), 'unknown');
    assert.equal(judgeServerClock({ offsetMs: 0, uncertaintyMs: 3_000 }), 'unknown', 'a write slower than the limit tells nothing');
    assert.equal(judgeServerClock({ offsetMs: 900, uncertaintyMs: 50 }, 500), 'skewed');
  });

  test('is worth one warning when it becomes skewed and one line when it agrees again; an unknown changes nothing', () => {
    assert.equal(serverClockNews('agrees', 'skewed'), 'warn');
    assert.equal(serverClockNews('skewed', 'skewed'), null);
    assert.equal(serverClockNews('skewed', 'unknown'), null);
    assert.equal(serverClockNews('skewed', 'agrees'), 'back');
    assert.equal(serverClockNews('agrees', 'agrees'), null);
    assert.equal(serverClockNews('agrees', 'unknown'), null);
  });

  test('reads as which clock is ahead, by how much and how sure', () => {
    assert.equal(
      describeServerClock({ offsetMs: 30_012, uncertaintyMs: 1.2 }, "this host's"),
      "the file server's clock is 30.0 s ahead of this host's (±2 ms)",
    );
    assert.equal(describeServerClock({ offsetMs: -2_500, uncertaintyMs: 1_500 }, "host-a's"), "the file server's clock is 2.5 s behind host-a's (±1.5 s)");
  });
});
