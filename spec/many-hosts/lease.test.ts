import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { LEASE_DIR, PROJECT_ID_FILE } from '../../protocol/paths.js';
import type { CheckResult } from '../../src/doctor/checks.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { confirm, handOff, leaseCounter, ledgerIds, serverState, settledServerState, submit } from '../helpers/host-stories.js';
import { type HostOptions, sharedProject, simulatedHost } from '../helpers/many-hosts.js';
import { waitFor } from '../helpers/temp-project.js';
import { runForgeJson } from '../parties/run-forge.js';

/**
 * The lease between daemons of two simulated hosts, each with its own NFS-like mount of the
 * project (Linux's default caching, 3/60/30/60 s) at a path of its own.
 */

/** Longer than the single-host tests' 2 s: a holder starved for half of it on two loaded cores fences itself, and rightly loses the lease. */
const TTL_MS = 3_000;
/** A slow CI machine runs suites side by side on 2 cores: the standby has this much beyond the ttl. */
const MARGIN_MS = 8_000;
const CONFIG = `[daemon]\nlease_ttl = "${TTL_MS}ms"\nreconcile_interval = "1h"\n\n[forge]\ndashboard_port = 0\n`;
const WAITING = /standby: pid \d+ on host-a, .* holds the project/;

async function twoHosts(t: TestContext, hostB: HostOptions = {}) {
  const shared = await sharedProject(t, CONFIG);
  if (!shared) return null;
  const a = await simulatedHost(t, shared, 'host-a');
  const b = await simulatedHost(t, shared, 'host-b', { at: 'srv/elsewhere', ...hostB });
  return { server: shared.server, a, b };
}

/** A holder on host A, then a standby on host B waiting for it. */
async function holderAndStandby(t: TestContext, hostB: HostOptions = {}) {
  const hosts = await twoHosts(t, hostB);
  if (!hosts) return null;
  const holder = spawnDaemon(t, hosts.a.root, [], hosts.a.env);
  await holder.ready;
  const standby = spawnDaemon(t, hosts.b.root, ['--standby'], hosts.b.env);
  await waitFor('the standby waiting', () => WAITING.test(standby.output()));
  return { ...hosts, holder, standby };
}

describe('the lease across two hosts’ mounts', () => {
  test('a holder SIGKILLed on host A is replaced by the standby on host B within the ttl, and no story reaches the ledger twice', async (t) => {
    const run = await holderAndStandby(t);
    if (!run) return;
    const { server, a, b, holder, standby } = run;
    await handOff(a.root, server, 'MK-1');
    await confirm(a.root, server, 'MK-1');
    await handOff(a.root, server, 'MK-2');

    holder.child.kill('SIGKILL');
    const killedAt = performance.now();
    await holder.exited;
    await waitFor('the standby ready', () => /forge daemon ready/.test(standby.output()), TTL_MS + MARGIN_MS);
    t.diagnostic(`took over ${Math.round(performance.now() - killedAt)} ms after the kill`);
    // Another host's pid cannot be looked at: the standby waited for the counter to stand still.
    assert.match(
      standby.output(),
      new RegExp(`standby: taking over from pid \\d+ on host-a, .*epoch 1\\): its lease counter did not move for ${TTL_MS} ms; now epoch 2`),
    );

    await confirm(b.root, server, 'MK-2');
    assert.deepEqual((await ledgerIds(server)).sort(), ['MK-1', 'MK-2']);
    assert.equal(JSON.parse(await readFile(join(server, LEASE_DIR, 'epoch-2.json'), 'utf8')).host, 'host-b');
  });

  test('a holder frozen past the ttl (SIGSTOP) is replaced; woken, it writes nothing on the shared project and exits', async (t) => {
    const run = await holderAndStandby(t);
    if (!run) return;
    const { server, a, b, holder, standby } = run;
    await handOff(a.root, server, 'MS-1');
    // Frozen before its completion broadcast was done, the holder could finish that write on waking.
    await waitFor('the completion broadcast', () => holder.output().includes('anvil/MS-1 completion broadcast'));

    holder.child.kill('SIGSTOP');
    await waitFor('the standby ready', () => /forge daemon ready/.test(standby.output()), TTL_MS + MARGIN_MS);
    assert.match(
      standby.output(),
      new RegExp(`standby: taking over from pid \\d+ on host-a, .*epoch 1\\): its lease counter did not move for ${TTL_MS} ms; now epoch 2`),
    );
    // While host A is frozen, host B's parties go on: work the old holder will hear of when it wakes.
    await confirm(b.root, server, 'MS-1');
    await submit(b.root, server, 'MS-2');
    const before = await settledServerState(server);

    const heardBefore = holder.output().length;
    holder.child.kill('SIGCONT');
    assert.equal(await holder.exited, 1);
    const woken = holder.output().slice(heardBefore);
    assert.match(woken, new RegExp(`lease lost: lease not renewed for \\d+ ms, more than half its ttl of ${TTL_MS} ms .*; writing nothing more and stopping`));
    // Not asserted: the line naming the new holder. Only a renewal reads the lease again; when a fenced write notices first, the daemon stops without it.
    assert.doesNotMatch(woken, /MS-1|MS-2/, 'the old holder applied no transition');

    const after = await serverState(server);
    assert.equal(after.tracking, before.tracking, 'the tracking file is byte for byte what the new holder wrote');
    assert.equal(after.ledger, before.ledger, 'no ledger line from the old holder');
    assert.equal(after.owner, before.owner, "the new holder's owner file is intact");
    assert.equal(JSON.parse(after.owner).pid, standby.child.pid);
    assert.deepEqual(after.epochs, ['epoch-1.json', 'epoch-2.json']);
    assert.deepEqual(Object.keys((JSON.parse(after.tracking) as { tasks: object }).tasks), ['MS-2']);
    assert.deepEqual(await ledgerIds(server), ['MS-1']);
    assert.equal(standby.child.exitCode, null, 'the new holder runs on');
  });

  test('a standby on host B with its clock 30 s ahead never takes a live lease, and takes a dead one only after the ttl', async (t) => {
    const run = await holderAndStandby(t, { clockOffsetMs: 30_000 });
    if (!run) return;
    const { server, b, holder, standby } = run;
    t.diagnostic(`host B's clock is 30 s ahead by ${b.clock}`);
    // Watched for three ttls by the holder's renewals (a condition, not a sleep): the skewed standby stays a standby.
    const from = await leaseCounter(server, 1);
    await waitFor('three ttls of renewals', async () => (await leaseCounter(server, 1)) >= from + 24, 30_000);
    assert.doesNotMatch(standby.output(), /standby: taking over from/, `the holder said:\n${holder.output()}`);
    assert.deepEqual((await serverState(server)).epochs, ['epoch-1.json']);

    holder.child.kill('SIGKILL');
    const killedAt = performance.now();
    await holder.exited;
    await waitFor('the standby ready', () => /forge daemon ready/.test(standby.output()), TTL_MS + MARGIN_MS);
    // The last renewal came at most ttl/8 before the kill; the standby needs a whole ttl after it.
    const waited = performance.now() - killedAt;
    assert.ok(waited >= TTL_MS - TTL_MS / 8 - 50, `took over ${Math.round(waited)} ms after the kill`);
    const lease = JSON.parse(await readFile(join(server, LEASE_DIR, 'epoch-2.json'), 'utf8')) as { host: string; since: string };
    assert.equal(lease.host, 'host-b');
    // Its record carries its own (skewed) clock, for people only.
    assert.ok(Date.parse(lease.since) - Date.now() > 20_000, `since ${lease.since}`);
    // The file server stamps by the real clock: the new holder finds its own 30 s off, the old one found nothing to say.
    await waitFor('the clock warning', () => /clock: the file server's clock is 30\.0 s behind this host's .*epoch-2\.json/.test(standby.output()));
    assert.doesNotMatch(holder.output(), /clock: /);
  });

  test('mounted at another path on host B, the project is the same one: a standby there waits and a plain start there refuses', async (t) => {
    const run = await holderAndStandby(t);
    if (!run) return;
    const { server, a, b, holder, standby } = run;
    assert.notEqual(a.root, b.root);
    const id = await readFile(join(a.root, PROJECT_ID_FILE), 'utf8');
    assert.equal(await readFile(join(b.root, PROJECT_ID_FILE), 'utf8'), id);

    const plain = spawnDaemon(t, b.root, [], b.env);
    assert.equal(await plain.exited, 1);
    const logs = `the holder said:\n${holder.output()}\nthe standby said:\n${standby.output()}`;
    assert.match(
      plain.output(),
      new RegExp(`watching its lease for up to ${TTL_MS} ms[\\s\\S]*another forge daemon is running on this project: pid \\d+ on host-a`),
      logs,
    );
    assert.doesNotMatch(plain.output(), /took over|copied/);
    // Known as the same project, but its task files' absolute paths do not resolve on B: the standby and doctor say so.
    const mismatch = `host-a mounts the project at ${a.root}, this host (host-b) at ${b.root}: task files carry absolute paths`;
    assert.ok(standby.output().includes(mismatch), standby.output());
    const doctorOn = async (host: typeof a) => {
      const checks = (await runForgeJson(host.root, ['doctor'], { env: host.env as Record<string, string> })).json.checks as CheckResult[];
      return checks.find((check) => check.check === 'project path')!;
    };
    const onB = await doctorOn(b);
    assert.equal(onB.status, 'FAIL', JSON.stringify(onB));
    assert.ok(
      onB.message.includes(`host-a (the holder (pid ${holder.child.pid} on host-a)) mounts the project at ${a.root}, this host (host-b) at ${b.root}`),
      onB.message,
    );
    assert.equal((await doctorOn(a)).status, 'OK');

    const from = await leaseCounter(server, 1);
    await waitFor('three ttls of renewals', async () => (await leaseCounter(server, 1)) >= from + 24, 30_000);
    assert.doesNotMatch(standby.output(), /standby: taking over from/, `the holder said:\n${holder.output()}`);
    assert.deepEqual((await serverState(server)).epochs, ['epoch-1.json']);
    // And the holder on A still runs the project.
    await submit(a.root, server, 'MP-1');
  });

  test('a restart loop of plain forge start on host B, for longer than the attribute cache took to let it steal the lock, never takes a live lease', async (t) => {
    const hosts = await twoHosts(t);
    if (!hosts) return;
    const { server, a, b } = hosts;
    const holder = spawnDaemon(t, a.root, [], hosts.a.env);
    await holder.ready;
    // Each start watches the lease for up to the ttl before it refuses; six of them outlast the
    // 11.5 s after which a stat-based lock was stolen with default NFS caching.
    const began = performance.now();
    for (let round = 1; round <= 6 || performance.now() - began < 12_000; round += 1) {
      const plain = spawnDaemon(t, b.root, [], b.env);
      assert.equal(await plain.exited, 1, `round ${round}:\n${plain.output()}`);
      assert.match(plain.output(), /another forge daemon is running on this project: pid \d+ on host-a/);
    }
    assert.deepEqual((await serverState(server)).epochs, ['epoch-1.json']);
    assert.equal(holder.child.exitCode, null, `the holder said:\n${holder.output()}`);
    assert.doesNotMatch(holder.output(), /lease lost/);
    await submit(a.root, server, 'MP-2');
    await waitFor('the holder on A accepts a task', () => holder.output().includes('MP-2'));
  });
});
