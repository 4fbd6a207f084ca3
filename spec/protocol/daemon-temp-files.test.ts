import assert from 'node:assert/strict';
import { test } from 'node:test';
import writeFileAtomic from 'write-file-atomic';
import { DAEMON_TEMP_MIN_AGE_MS, daemonTempTarget, isStaleDaemonTemp } from '../../protocol/daemon-temp-files.js';

/** write-file-atomic's own temp naming, so the rule is checked against the library the writes go through. */
const tempOf = (file: string): string => (writeFileAtomic as unknown as { _getTmpname: (name: string) => string })._getTmpname(file);

const DAEMON_FILES = [
  '_vibe-chain-output/worker-inbox/furnace/CR-90.context.json',
  '_vibe-chain-output/worker-inbox/anvil/WEB-1.orphaned',
  '_vibe-chain-output/worker-inbox/anvil/WEB-1.timeout',
  '_vibe-chain-output/worker-inbox/.tracking.json',
  '_vibe-chain-output/handoffs/WEB-1-escalation-handoff.md',
  '_vibe-chain-output/.forge-daemon.json',
  '_vibe-chain-output/.forge-cache/reads.json',
  '_vibe-chain-output/.forge-cache/.gitignore',
];

/** Files of other parties (or no party's), whose temps the daemon must leave alone. */
const OTHERS_FILES = [
  '_vibe-chain-output/worker-inbox/anvil/WEB-1.md',
  '_vibe-chain-output/worker-inbox/anvil/WEB-1.picked-up',
  '_vibe-chain-output/worker-inbox/anvil/WEB-1.confirmed',
  '_vibe-chain-output/worker-inbox/anvil/WEB-1.escalation',
  '_vibe-chain-output/worker-inbox/anvil/.heartbeat',
  '_vibe-chain-output/worker-inbox/.history.jsonl',
  '_vibe-chain-output/handoffs/WEB-1-pr-handoff.md',
  '_vibe-chain-output/handoffs/WEB-1-error-handoff.md',
  '_vibe-chain-output/exchanges/s1/e1.md',
  '_vibe-chain-output/broadcasts/20260401T120000000Z-shop-1.md',
  '_vibe-chain/config.toml',
  // Not the daemon's: a folder that is not an agent's, an id that is not a story id, a file one level too deep.
  '_vibe-chain-output/worker-inbox/Anvil/WEB-1.context.json',
  '_vibe-chain-output/worker-inbox/anvil/..x.context.json',
  '_vibe-chain-output/worker-inbox/anvil/.context.json',
  '_vibe-chain-output/worker-inbox/anvil/sub/WEB-1.context.json',
  '_vibe-chain-output/handoffs/old/WEB-1-escalation-handoff.md',
  'worker-inbox/anvil/WEB-1.context.json',
];

test("a write-file-atomic temp of a file only the daemon writes is the daemon's, and names that file", () => {
  for (const file of DAEMON_FILES) {
    const temp = tempOf(file);
    assert.equal(daemonTempTarget(temp), file, temp);
  }
  assert.equal(
    daemonTempTarget('_vibe-chain-output/worker-inbox/furnace/CR-90.context.json.3761332207'),
    '_vibe-chain-output/worker-inbox/furnace/CR-90.context.json',
  );
  assert.equal(daemonTempTarget('_vibe-chain-output/worker-inbox/furnace/CR-90.context.json.0'), '_vibe-chain-output/worker-inbox/furnace/CR-90.context.json');
});

test("another writer's temp, a daemon file itself and anything that is not write-file-atomic's suffix are not the daemon's temps", () => {
  for (const file of OTHERS_FILES) assert.equal(daemonTempTarget(tempOf(file)), null, tempOf(file));
  for (const file of DAEMON_FILES) assert.equal(daemonTempTarget(file), null, `${file} is the file, not a temp`);
  const context = '_vibe-chain-output/worker-inbox/anvil/WEB-1.context.json';
  for (const suffix of ['.4294967296', '.12345678901', '.', '.12a', '.tmp', '.tmp-123', '~', '.swp', '.-1', '.1.2x']) {
    assert.equal(daemonTempTarget(`${context}${suffix}`), null, suffix);
  }
  assert.equal(daemonTempTarget(`${context}.4294967295`), context, 'the largest 32-bit suffix');
});

test('a daemon temp is removable only once it is at least the safe age old', () => {
  const temp = '_vibe-chain-output/worker-inbox/anvil/WEB-1.context.json.12345';
  const now = Date.parse('2026-04-01T12:00:00Z');
  assert.equal(isStaleDaemonTemp(temp, now, now), false, 'just written: a write may be under way');
  assert.equal(isStaleDaemonTemp(temp, now - DAEMON_TEMP_MIN_AGE_MS + 1, now), false);
  assert.equal(isStaleDaemonTemp(temp, now - DAEMON_TEMP_MIN_AGE_MS, now), true);
  assert.equal(isStaleDaemonTemp(temp, now - 86_400_000, now), true);
  assert.equal(isStaleDaemonTemp(temp, now + 60_000, now), false, 'a time in the future (clock skew) is never old');
  assert.equal(isStaleDaemonTemp('_vibe-chain-output/worker-inbox/anvil/WEB-1.md.12345', now - 86_400_000, now), false, "a dispatcher's temp, however old");
  assert.ok(DAEMON_TEMP_MIN_AGE_MS >= 10_000, 'well past any live write');
});

test('with the project lock held, a daemon temp modified before the daemon began to take it is removable however young, one modified since only once old', () => {
  const temp = '_vibe-chain-output/worker-inbox/anvil/CR-215.context.json.4048262324';
  const lockedSince = Date.parse('2026-04-01T12:00:00Z');
  const now = lockedSince + 2_000;
  assert.equal(isStaleDaemonTemp(temp, lockedSince - 1, now, lockedSince), true, 'left by the daemon before, a moment before the start');
  assert.equal(isStaleDaemonTemp(temp, lockedSince - 1, now, null), false, 'without the lock nothing proves no daemon writes it');
  assert.equal(isStaleDaemonTemp(temp, lockedSince, now, lockedSince), false, 'written since: may be a write of this daemon under way');
  assert.equal(isStaleDaemonTemp(temp, lockedSince - DAEMON_TEMP_MIN_AGE_MS, lockedSince + DAEMON_TEMP_MIN_AGE_MS + 1, lockedSince), true);
  assert.equal(
    isStaleDaemonTemp('_vibe-chain-output/worker-inbox/anvil/CR-215.md.4048262324', lockedSince - 1, now, lockedSince),
    false,
    "a dispatcher's temp, lock or not",
  );
  assert.equal(daemonTempTarget('_vibe-chain-output/supervisor/anvil.settings.json.12'), '_vibe-chain-output/supervisor/anvil.settings.json');
  assert.equal(daemonTempTarget('_vibe-chain-output/supervisor/worker-hooks.log.12'), null, "the hooks' log is appended by the hooks");
});
