import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ManualClock } from '../../src/clock.js';
import { inboxPath, readTracking, taskMarkdown, tempProject, waitFor, writeLikeAProducer } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';

const START = Date.parse('2026-04-01T12:00:00Z');
const MIN = 60_000;
const SKEW = 30_000;
const ORPHAN = 5 * MIN;
const DEV = 30 * MIN;
const MODES = { native: 'watch = "native"\n', poll: 'watch = "poll"\npoll_interval = "50ms"\n' } as const;
const iso = (ms: number) => new Date(ms).toISOString();
/**
 * The daemon knows the file server's clock (here the real one, the daemon's is moved by hand), so a
 * deadline whose written time is set aside runs from the file's server time: the moment it was
 * written, a few real milliseconds before the daemon's sight of it.
 */
const WRITE_MS = 1_000;
function assertDeadlineFrom(deadlineAt: string | null | undefined, start: number, window: number): void {
  const at = Date.parse(deadlineAt ?? '');
  assert.ok(at <= start + window && at >= start + window - WRITE_MS, `deadline ${deadlineAt}, expected up to ${WRITE_MS} ms before ${iso(start + window)}`);
}

for (const [mode, watch] of Object.entries(MODES)) {
  describe(`deadlines from the daemon's sight and the file server's time (${mode} watching)`, () => {
    for (const [label, offset] of [
      ['30 s ahead', SKEW],
      ['30 s behind', -SKEW],
    ] as const) {
      test(`a dispatcher and a worker ${label} of the daemon get their deadlines from when their files were written, not from what they wrote`, async (t) => {
        const root = await tempProject(t, `[daemon]\n${watch}reconcile_interval = "1h"\n`);
        const clock = new ManualClock(START);
        const { logger } = await startTestDaemon(t, root, { clock });
        // The daemon has been watching for a while when the task lands.
        const seen = START + 2 * MIN;
        clock.set(seen);
        await writeLikeAProducer(inboxPath(root, 'anvil', 'S-1.md'), taskMarkdown(root, 'S-1', 'anvil', {}, iso(seen + offset)));
        const submitted = await waitFor('the task tracked', async () => (await readTracking(root))?.tasks['S-1']);
        assert.equal(submitted.state, 'submitted');
        assertDeadlineFrom(submitted.deadline_at, seen, ORPHAN);
        assert.equal(submitted.submitted_seen_at, iso(seen));
        assert.deepEqual(
          submitted.errors.map((e) => [e.code, e.field]),
          [['clock_skew', 'submitted_at']],
        );
        assert.ok(
          logger.lines.some((line) => /S-1 task-accepted: .*clock skew: .*submitted_at/.test(line)),
          logger.lines.join('\n'),
        );

        const claimed = seen + MIN;
        clock.set(claimed);
        await writeLikeAProducer(inboxPath(root, 'anvil', 'S-1.picked-up'), `at: ${iso(claimed + offset)}\n`);
        const picked = await waitFor('the claim tracked', async () => {
          const entry = (await readTracking(root))?.tasks['S-1'];
          return entry?.state === 'picked_up' ? entry : null;
        });
        assertDeadlineFrom(picked.deadline_at, claimed, DEV);
        assert.equal(picked.picked_up_seen_at, iso(claimed));
        assert.equal(picked.submitted_seen_at, iso(seen));
      });
    }
  });
}

test('a restart keeps the sights: the deadline of a skewed task does not move', async (t) => {
  const root = await tempProject(t, `[daemon]\n${MODES.native}reconcile_interval = "1h"\n`);
  const clock = new ManualClock(START);
  const first = await startTestDaemon(t, root, { clock });
  const seen = START + MIN;
  clock.set(seen);
  await writeLikeAProducer(inboxPath(root, 'anvil', 'S-1.md'), taskMarkdown(root, 'S-1', 'anvil', {}, iso(seen + SKEW)));
  const tracked = await waitFor('the task tracked', async () => (await readTracking(root))?.tasks['S-1']);
  assertDeadlineFrom(tracked.deadline_at, seen, ORPHAN);
  await first.daemon.close();
  clock.set(seen + 2 * MIN);
  await startTestDaemon(t, root, { clock });
  const entry = (await readTracking(root))?.tasks['S-1'];
  assert.equal(entry?.deadline_at, tracked.deadline_at);
  assert.equal(entry?.submitted_seen_at, iso(seen));
});
