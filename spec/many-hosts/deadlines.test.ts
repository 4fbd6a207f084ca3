import assert from 'node:assert/strict';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import { type DaemonProcess, spawnDaemon } from '../helpers/daemon-process.js';
import { type HostOptions, type SharedProject, type SimulatedHost, sharedProject, simulatedHost } from '../helpers/many-hosts.js';
import { inboxPath, waitFor } from '../helpers/temp-project.js';
import { runForge } from '../parties/run-forge.js';

/**
 * Deadlines with a host's wall clock 30 s off (libfaketime): the dispatcher's, the worker's or
 * the daemon's own. The dispatcher and the worker are the real `forge submit` and `forge pickup`
 * run on host B, so the times they write are by B's clock. A deadline's error is measured on the
 * file server's clock, which no host's skew touches: from the mtime of the file that starts it (the
 * task, the claim) to the mtime of the signal the daemon writes when it fires (`.orphaned`,
 * `.timeout`). The windows are 4 s; "within ±2 s" is the bound.
 */

const SKEW_MS = 30_000;
const WINDOW_MS = 4_000;
const BOUND_MS = 2_000;

const config = (timeouts: string, daemon = '') =>
  `[daemon]\npoll_interval = "500ms"\nreconcile_interval = "1h"\nlease_ttl = "3000ms"\n${daemon}\n[timeouts]\n${timeouts}\n\n[forge]\ndashboard_port = 0\n`;

interface Hosts {
  shared: SharedProject;
  a: SimulatedHost;
  b: SimulatedHost;
  daemon: DaemonProcess;
}

/** The daemon on host A, a dispatcher and a worker on host B; either host's clock may be off. */
async function hosts(t: TestContext, settings: string, hostA: HostOptions, hostB: HostOptions = {}): Promise<Hosts | null> {
  const shared = await sharedProject(t, settings);
  if (!shared) return null;
  const a = await simulatedHost(t, shared, 'host-a', hostA);
  const b = await simulatedHost(t, shared, 'host-b', hostB);
  const daemon = spawnDaemon(t, a.root, [], a.env);
  await daemon.ready;
  return { shared, a, b, daemon };
}

async function forgeOn(host: SimulatedHost, args: string[]): Promise<void> {
  const run = await runForge(host.root, args, { env: host.env as Record<string, string> });
  assert.equal(run.code, 0, run.stdout + run.stderr);
}

const submitOn = (host: SimulatedHost, id: string) =>
  forgeOn(host, ['submit', '--story', id, '--type', 'frontend', '--agent', 'anvil', '--worktree', join(host.root, 'trees', id)]);

/** The file's mtime as the file server stamped it: the real time of its last write. */
const serverMtime = async (shared: SharedProject, name: string) => (await stat(inboxPath(shared.server, 'anvil', name))).mtimeMs;

/** Waits for the signal the deadline writes; returns how long after the start file it was written, by the server's clock. */
async function firedAfter(t: TestContext, run: Hosts, start: string, signal: string): Promise<number> {
  const path = inboxPath(run.shared.server, 'anvil', signal);
  await waitFor(
    `${signal} written`,
    () =>
      stat(path).then(
        () => true,
        () => false,
      ),
    WINDOW_MS + SKEW_MS / 2,
  );
  const elapsed = (await serverMtime(run.shared, signal)) - (await serverMtime(run.shared, start));
  t.diagnostic(`${signal} written ${elapsed} ms after ${start} (window ${WINDOW_MS} ms)`);
  return elapsed;
}

function assertWithinBound(elapsed: number, run: Hosts): void {
  assert.ok(Math.abs(elapsed - WINDOW_MS) <= BOUND_MS, `fired ${elapsed} ms after its start, window ${WINDOW_MS} ms:\n${run.daemon.output()}`);
}

for (const [label, offset] of [
  ['30 s ahead of', SKEW_MS],
  ['30 s behind', -SKEW_MS],
] as const) {
  test(`a task submitted from a host whose clock is ${label} the daemon's is orphaned after its window, not ${offset > 0 ? '30 s late' : 'at first sight'}`, async (t) => {
    const run = await hosts(t, config(`orphan = "${WINDOW_MS}ms"`), {}, { clockOffsetMs: offset });
    if (!run) return;
    await submitOn(run.b, 'DL-1');
    assertWithinBound(await firedAfter(t, run, 'DL-1.md', 'DL-1.orphaned'), run);
    assert.match(run.daemon.output(), /DL-1 task-accepted: .*clock skew/);
  });
}

test("a daemon host 30 s ahead orphans a correct submitter's task after its window, not at first sight", async (t) => {
  const run = await hosts(t, config(`orphan = "${WINDOW_MS}ms"`), { clockOffsetMs: SKEW_MS });
  if (!run) return;
  await submitOn(run.b, 'DL-2');
  assertWithinBound(await firedAfter(t, run, 'DL-2.md', 'DL-2.orphaned'), run);
});

for (const [label, offset] of [
  ['30 s ahead of', SKEW_MS],
  ['30 s behind', -SKEW_MS],
] as const) {
  test(`a claim written by a worker host whose clock is ${label} the daemon's times out after the stage timeout`, async (t) => {
    const run = await hosts(t, config(`orphan = "1h"\ndev = "${WINDOW_MS}ms"`), {}, { clockOffsetMs: offset });
    if (!run) return;
    await submitOn(run.b, 'DL-3');
    await forgeOn(run.b, ['pickup', '--agent', 'anvil', '--story', 'DL-3']);
    assertWithinBound(await firedAfter(t, run, 'DL-3.picked-up', 'DL-3.timeout'), run);
    assert.match(run.daemon.output(), /DL-3 picked-up: .*clock skew/);
  });
}

test('a daemon that sees a skewed task late (frozen for 3 s) still runs its deadline from when the file server got it', async (t) => {
  // Renewals stop while frozen: a ttl long enough that the holder is still the holder when it wakes.
  const run = await hosts(t, config(`orphan = "${WINDOW_MS}ms"`).replace('lease_ttl = "3000ms"', 'lease_ttl = "20s"'), {}, { clockOffsetMs: SKEW_MS });
  if (!run) return;
  run.daemon.child.kill('SIGSTOP');
  try {
    await submitOn(run.b, 'DL-4');
    const landed = await serverMtime(run.shared, 'DL-4.md');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, landed + 3_000 - Date.now())));
  } finally {
    run.daemon.child.kill('SIGCONT');
  }
  // From its sight the deadline would fire 3 s late and more; the written time, 30 s ahead, is set aside.
  assertWithinBound(await firedAfter(t, run, 'DL-4.md', 'DL-4.orphaned'), run);
  assert.match(run.daemon.output(), /DL-4 task-accepted: .*clock skew/);
});
