import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Action } from '../../protocol/actions.js';
import { decide } from '../../protocol/decide.js';
import type { StorySnapshot } from '../../protocol/snapshot.js';
import type { TaskEntry } from '../../protocol/tracking.js';
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

function task(submittedAt: number): StorySnapshot {
  const snapshot = emptySnapshot('S-1');
  snapshot.tasks.push(validTask('S-1', 'anvil', { submitted_at: iso(submittedAt) }));
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
