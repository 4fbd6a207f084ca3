import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Action } from '../../protocol/actions.js';
import { firstSight, SERVER_TIME_MAX_UNCERTAINTY_MS, serverTimeOnDaemonClock, trustedStart } from '../../protocol/clock-skew.js';
import { decide } from '../../protocol/decide.js';
import type { StorySnapshot } from '../../protocol/snapshot.js';
import type { TaskEntry } from '../../protocol/tracking.js';
import { seededRandom } from '../heimdall/fuzz-input.js';
import { config, emptySnapshot, iso, T0, validTask, withSignal } from '../helpers/story-builders.js';

const MIN = 60_000;
const SKEW = 30_000;
/** The daemon's watches came up a minute before the step: its sights are prompt. */
const WATCHING = T0 - MIN;
const ORPHAN = 5 * MIN;
const DEV = 30 * MIN;

function entryOf(actions: Action[]): TaskEntry {
  const set = actions.find((a) => a.type === 'set-entry');
  assert.ok(set && set.type === 'set-entry');
  return set.entry;
}

/** `mtimeMs`: the task file's mtime as the file server stamped it, by the server's clock. */
function task(submittedAt: number, mtimeMs?: number): StorySnapshot {
  const snapshot = emptySnapshot('S-1');
  snapshot.tasks.push({ ...validTask('S-1', 'anvil', { submitted_at: iso(submittedAt) }), ...(mtimeMs === undefined ? {} : { mtimeMs }) });
  return snapshot;
}

const ctx = (now: number, sightsSince: number | null = WATCHING) => ({ now, activity: {}, sightsSince });
const skews = (entry: TaskEntry) => entry.errors.filter((error) => error.code === 'clock_skew');

describe('deadlines do not trust the writer clock', () => {
  for (const [label, offset] of [
    ['30 s in the future', SKEW],
    ['30 s in the past', -SKEW],
  ] as const) {
    test(`a task whose submitted_at is ${label} gets its orphan deadline from when the daemon saw it, with a warning`, () => {
      const seen = T0;
      const decision = decide(task(seen + offset), undefined, config(), ctx(seen));
      const entry = entryOf(decision.actions);
      assert.equal(entry.deadline_at, iso(seen + ORPHAN));
      assert.equal(decision.wakeAt, seen + ORPHAN);
      assert.equal(entry.submitted_seen_at, iso(seen));
      const [warning, ...rest] = skews(entry);
      assert.deepEqual(rest, []);
      assert.equal(warning?.file, '_vibe-chain-output/worker-inbox/anvil/S-1.md');
      assert.equal(warning?.field, 'submitted_at');
      assert.match(warning?.got ?? '', offset > 0 ? /30\.0 s ahead of/ : /30\.0 s behind/);
      const log = decision.actions.find((a) => a.type === 'log');
      assert.ok(log?.type === 'log');
      assert.match(log.message, /clock skew: .*S-1\.md submitted_at/);
    });

    test(`a claim written ${label} gets its stage deadline from when the daemon saw it`, () => {
      const submitted = decide(task(T0), undefined, config(), ctx(T0));
      const previous = entryOf(submitted.actions);
      const seen = T0 + MIN;
      const snapshot = withSignal(task(T0), 'anvil', 'picked-up', seen + offset);
      const entry = entryOf(decide(snapshot, previous, config(), ctx(seen)).actions);
      assert.equal(entry.state, 'picked_up');
      assert.equal(entry.deadline_at, iso(seen + DEV));
      assert.equal(entry.picked_up_seen_at, iso(seen));
      assert.deepEqual(
        skews(entry).map((d) => [d.file, d.field]),
        [['_vibe-chain-output/worker-inbox/anvil/S-1.picked-up', 'at']],
      );
    });
  }

  test('a writer 30 s behind does not fire the orphan deadline the moment its task is seen', () => {
    const seen = T0;
    const late = task(seen - ORPHAN - SKEW);
    const entry = entryOf(decide(late, undefined, config(), ctx(seen, seen - 2 * ORPHAN)).actions);
    assert.equal(entry.state, 'submitted');
    assert.equal(entry.deadline_at, iso(seen + ORPHAN));
  });

  test('the sight is kept: later looks, and a restart with watches that came up later, keep the deadline and the warning', () => {
    const first = entryOf(decide(task(T0 + SKEW), undefined, config(), ctx(T0)).actions);
    const later = entryOf(decide(task(T0 + SKEW), first, config(), ctx(T0 + MIN)).actions);
    assert.equal(later.deadline_at, iso(T0 + ORPHAN));
    assert.equal(later.submitted_seen_at, iso(T0));
    assert.equal(skews(later).length, 1);
    const restarted = entryOf(decide(task(T0 + SKEW), later, config(), ctx(T0 + 2 * MIN, T0 + 2 * MIN)).actions);
    assert.equal(restarted.deadline_at, iso(T0 + ORPHAN));
    assert.equal(restarted.submitted_seen_at, iso(T0));
  });

  test('a written time within the tolerance before the sight is believed, without a warning', () => {
    const entry = entryOf(decide(task(T0 - 2_000), undefined, config(), ctx(T0)).actions);
    assert.equal(entry.deadline_at, iso(T0 - 2_000 + ORPHAN));
    assert.equal(entry.submitted_seen_at, iso(T0));
    assert.deepEqual(skews(entry), []);
  });

  test('a look that comes late after its hint (a burst) dates the step by the hint, not by the look', () => {
    const hinted = T0;
    const late = hinted + 20_000;
    const entry = entryOf(decide(task(hinted - 100), undefined, config(), { now: late, activity: {}, sightsSince: WATCHING, seenAt: hinted }).actions);
    assert.equal(entry.deadline_at, iso(hinted - 100 + ORPHAN));
    assert.deepEqual(skews(entry), []);
  });

  test('a file older than the watches may have been there all along: its written time counts, bounded by now', () => {
    // Seen at the start-up reconcile, written ten minutes before the daemon started: an old task, not a skewed clock.
    const old = entryOf(decide(task(T0 - 10 * MIN), undefined, config(), ctx(T0, T0)).actions);
    assert.equal(old.state, 'orphaned');
    assert.equal(old.submitted_seen_at, undefined);
    assert.deepEqual(skews(old), []);
    // Without watches (a one-shot run) a future time is still bounded by the daemon's clock.
    const ahead = entryOf(decide(task(T0 + SKEW), undefined, config(), ctx(T0, null)).actions);
    assert.equal(ahead.deadline_at, iso(T0 + ORPHAN));
  });

  test('an entry written before sights were recorded keeps its deadline and gains no warning', () => {
    const first = entryOf(decide(task(T0), undefined, config(), ctx(T0 + 1_000, null)).actions);
    assert.equal(first.submitted_seen_at, undefined);
    const again = entryOf(decide(task(T0), first, config(), ctx(T0 + MIN)).actions);
    assert.equal(again.deadline_at, iso(T0 + ORPHAN));
    assert.equal(again.submitted_seen_at, undefined);
    assert.deepEqual(skews(again), []);
  });
});

/** The file server's clock 7 s behind the daemon's, known to ±10 ms. */
const SERVER = { offsetMs: -7_000, uncertaintyMs: 10 };
/** The daemon's poll interval (1 s in the test config) plus the 5 s grace. */
const TOLERANCE = 6_000;
const onServer = (daemonTime: number) => daemonTime + SERVER.offsetMs;
const withServer = (now: number, sightsSince: number | null = WATCHING, seenAt = now) => ({ now, activity: {}, sightsSince, seenAt, serverClock: SERVER });

describe("the file server's time of a file is a further witness, once the daemon knows the server's clock", () => {
  test('a mtime converts by the measured offset; without an offset, or with one too uncertain, it is not used', () => {
    assert.equal(serverTimeOnDaemonClock(onServer(T0), SERVER), T0);
    assert.equal(serverTimeOnDaemonClock(onServer(T0), null), null);
    assert.equal(serverTimeOnDaemonClock(undefined, SERVER), null);
    assert.equal(serverTimeOnDaemonClock(onServer(T0), { offsetMs: SERVER.offsetMs, uncertaintyMs: SERVER_TIME_MAX_UNCERTAINTY_MS + 1 }), null);
  });

  for (const [label, offset] of [
    ['ahead', SKEW],
    ['behind', -SKEW],
  ] as const) {
    test(`a writer 30 s ${label}, its task seen one poll round late: the orphan deadline runs from the file's server time`, () => {
      const written = T0;
      const seen = written + 900;
      const entry = entryOf(decide(task(written + offset, onServer(written)), undefined, config(), withServer(seen + 50, WATCHING, seen)).actions);
      assert.equal(entry.state, 'submitted');
      assert.equal(entry.deadline_at, iso(written + ORPHAN));
      assert.equal(entry.submitted_seen_at, iso(seen));
      const [warning] = skews(entry);
      assert.match(warning?.expected ?? '', /runs from the file's time on the file server \(/);
    });
  }

  test('the same task without a measured offset runs from the sight, as before', () => {
    const seen = T0 + 900;
    const entry = entryOf(decide(task(T0 + SKEW, onServer(T0)), undefined, config(), ctx(seen)).actions);
    assert.equal(entry.deadline_at, iso(seen + ORPHAN));
    assert.match(skews(entry)[0]?.expected ?? '', /runs from that sight/);
  });

  test('a writer 30 s behind just after the watches came up: the server says the file is new, so it is not orphaned at first sight', () => {
    const since = T0 - 2_000;
    const seen = T0 + 500;
    const behind = task(T0 - ORPHAN - SKEW, onServer(T0));
    const plain = entryOf(decide(behind, undefined, config(), ctx(seen, since)).actions);
    // What the written time alone allowed: a writer behind passed its new task off as an old one.
    assert.equal(plain.state, 'orphaned');
    const entry = entryOf(decide(behind, undefined, config(), withServer(seen, since)).actions);
    assert.equal(entry.state, 'submitted');
    assert.equal(entry.deadline_at, iso(T0 + ORPHAN));
  });

  test('a file the server says was there before the watches came up is old: its deadline runs from its server time, whatever the writer wrote', () => {
    const since = T0;
    const there = T0 - 10 * MIN;
    for (const offset of [SKEW, -SKEW, 0]) {
      const entry = entryOf(decide(task(there + offset, onServer(there)), undefined, config(), withServer(T0 + 100, since)).actions);
      assert.equal(entry.state, 'orphaned', `writer ${offset} ms off`);
    }
    const recent = T0 - 2 * MIN;
    const entry = entryOf(decide(task(recent + SKEW, onServer(recent)), undefined, config(), withServer(T0 + 100, since)).actions);
    assert.equal(entry.deadline_at, iso(recent + ORPHAN));
  });

  test('a mtime after the sight (the file was rewritten since) or older than the tolerance leaves the sight as the start', () => {
    const seen = T0;
    for (const server of [seen + 2_000, seen - TOLERANCE - 1_000]) {
      const entry = entryOf(decide(task(seen + SKEW, onServer(server)), undefined, config(), withServer(seen)).actions);
      assert.equal(entry.deadline_at, iso(seen + ORPHAN), `server time ${server - seen} ms from the sight`);
    }
  });

  test('a claim 30 s behind, seen late: the stage deadline runs from the claim file server time', () => {
    const previous = entryOf(decide(task(T0, onServer(T0)), undefined, config(), withServer(T0)).actions);
    const claimed = T0 + MIN;
    const snapshot = withSignal(task(T0, onServer(T0)), 'anvil', 'picked-up', claimed - SKEW);
    snapshot.signals.anvil!['picked-up']!.mtimeMs = onServer(claimed);
    const entry = entryOf(decide(snapshot, previous, config(), withServer(claimed + 800)).actions);
    assert.equal(entry.state, 'picked_up');
    assert.equal(entry.deadline_at, iso(claimed + DEV));
  });

  test('property: the start is never after the sight, a written time that agrees is kept, and a new file never starts before its sight minus the tolerance', () => {
    const next = seededRandom(30);
    const draw = (span: number) => Math.round((next() * 2 - 1) * span);
    for (let i = 0; i < 5_000; i++) {
      const since = T0 + draw(MIN);
      const seenAt = T0 + draw(MIN);
      const written = seenAt + draw(2 * SKEW);
      const server = next() < 0.2 ? null : seenAt + draw(2 * TOLERANCE);
      const seen = firstSight(written, seenAt, since, TOLERANCE, server);
      const start = trustedStart(written, seen, TOLERANCE, server);
      const found = `case ${i}: ${JSON.stringify({ since, seenAt, written, server, seen, start })}`;
      assert.ok(seen <= seenAt, found);
      assert.ok(start.at <= seen, found);
      if (written <= seen && written >= seen - TOLERANCE) assert.deepEqual([start.at, start.from], [written, 'written'], found);
      else assert.ok(start.at >= seen - TOLERANCE, found);
      if (server !== null && server >= since - TOLERANCE) {
        assert.equal(seen, seenAt, found);
        assert.ok(start.at >= seenAt - TOLERANCE, found);
      }
      if (start.from === 'server') assert.equal(start.at, server, found);
    }
  });
});
