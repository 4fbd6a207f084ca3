import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { epochFileName, type LeaseRecord } from '../../protocol/lease.js';
import { LEASE_DIR, PROJECT_ID_FILE, TRACKING_FILE } from '../../protocol/paths.js';
import { ManualClock } from '../../src/clock.js';
import { applyActions } from '../../src/daemon/executor.js';
import { DaemonLease, type LeaseClock, type LeaseOptions } from '../../src/daemon/lease.js';
import type { MachineIdentity } from '../../src/daemon/lease-files.js';
import { Ledger } from '../../src/daemon/ledger.js';
import { silentLogger } from '../../src/daemon/logger.js';
import type { ForgeError } from '../../src/errors.js';
import { TrackingStore } from '../../src/tracking/tracking-store.js';
import { onCleanup } from '../helpers/cleanup.js';

const TTL = 10_000;

/** A clock of one process: moves only when told to; `wallOffset` stands for a host whose clock is off. */
class FakeClock implements LeaseClock {
  mono = 0;
  constructor(private readonly wallOffset = 0) {}
  monotonic(): number {
    return this.mono;
  }
  wall(): number {
    return 1_800_000_000_000 + this.wallOffset + this.mono;
  }
}

async function project(t: TestContext): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'vibe-chain-lease-'));
  onCleanup(t, () => rm(root, { recursive: true, force: true }));
  return root;
}

const here: MachineIdentity = { host: 'here', bootId: 'boot-1', pid: 1001 };
const there: MachineIdentity = { host: 'there', bootId: 'boot-2', pid: 2002 };

/** Lease options on a fake machine and clock; `sleep` moves the clock and runs `during` (what other daemons do meanwhile). */
function options(root: string, clock: FakeClock, machine: MachineIdentity, extra: Partial<LeaseOptions> & { during?: () => Promise<void> } = {}) {
  const lost: string[] = [];
  const { during, ...rest } = extra;
  const opts: LeaseOptions = {
    projectRoot: root,
    ttlMs: TTL,
    standby: false,
    logger: silentLogger,
    onLost: (reason) => lost.push(reason),
    clock,
    machine,
    alive: () => true,
    sleep: async (ms) => {
      clock.mono += ms;
      await during?.();
    },
    ...rest,
  };
  return { opts, lost };
}

/** Yields to the event loop until the condition holds (bounded: these are in-process steps, not timers). */
async function waitUntil(condition: () => boolean): Promise<void> {
  for (let turn = 0; !condition(); turn++) {
    assert.ok(turn < 10_000, 'the condition never held');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const readEpoch = async (root: string, epoch: number) => JSON.parse(await readFile(join(root, LEASE_DIR, epochFileName(epoch)), 'utf8')) as LeaseRecord;

describe('the daemon lease on disk', () => {
  test('the first daemon takes epoch 1 and creates the project id once; a second one refuses, naming the holder and --standby', async (t) => {
    const root = await project(t);
    const first = await DaemonLease.acquire(options(root, new FakeClock(), here).opts);
    assert.equal(first.epoch, 1);
    const id = await readFile(join(root, PROJECT_ID_FILE), 'utf8');
    assert.equal((await readEpoch(root, 1)).project_id, id.trim());
    await assert.rejects(DaemonLease.acquire(options(root, new FakeClock(), { ...here, pid: 1002 }).opts), (error: ForgeError) => {
      assert.equal(error.code, 'locked');
      assert.match(error.message, /pid 1001 on here, since .*epoch 1\).*forge start --standby/);
      return true;
    });
    assert.equal(await readFile(join(root, PROJECT_ID_FILE), 'utf8'), id, 'the project id is created once');
  });

  test('two contenders racing for a free project get distinct epochs: one holds, the other refuses', async (t) => {
    const root = await project(t);
    const results = await Promise.allSettled([
      DaemonLease.acquire(options(root, new FakeClock(), here).opts),
      DaemonLease.acquire(options(root, new FakeClock(), { ...here, pid: 1002 }).opts),
    ]);
    const held = results.filter((r) => r.status === 'fulfilled');
    assert.equal(held.length, 1);
    assert.equal((held[0] as PromiseFulfilledResult<DaemonLease>).value.epoch, 1);
    assert.deepEqual(await readdir(join(root, LEASE_DIR)), ['epoch-1.json']);
  });

  test("a standby takes over a holder of another host only after seeing its counter unchanged for the ttl by its own clock, whatever the holder's clock says", async (t) => {
    const root = await project(t);
    // The holder's wall clock is an hour ahead: nothing of the standby's decision may depend on it.
    const holderClock = new FakeClock(3_600_000);
    const holder = await DaemonLease.acquire(options(root, holderClock, there).opts);
    const standbyClock = new FakeClock();
    let renewals = 0;
    const { opts } = options(root, standbyClock, here, {
      standby: true,
      during: async () => {
        // The holder renews for the first 30 s of the standby's watch, then stops (SIGSTOP, a crash, a partition).
        if (standbyClock.mono <= 30_000) {
          holderClock.mono = standbyClock.mono;
          assert.equal(await holder.renew(), true);
          renewals += 1;
        }
      },
    });
    const standby = await DaemonLease.acquire(opts);
    assert.ok(renewals > 10);
    assert.equal(standby.epoch, 2);
    assert.equal(standby.tookOver.reason, 'stale');
    assert.ok(standbyClock.mono >= 30_000 + TTL, `took over at ${standbyClock.mono} ms`);
    assert.ok(standbyClock.mono <= 30_000 + TTL + 2 * (TTL / 10), `took over late, at ${standbyClock.mono} ms`);
  });

  test('a plain start facing a renewing holder of another host refuses once it sees the counter move', async (t) => {
    const root = await project(t);
    const holderClock = new FakeClock();
    const holder = await DaemonLease.acquire(options(root, holderClock, there).opts);
    const { opts } = options(root, new FakeClock(), here, {
      during: async () => {
        holderClock.mono += 1_000;
        await holder.renew();
      },
    });
    await assert.rejects(DaemonLease.acquire(opts), /another forge daemon is running on this project: pid 2002 on there/);
  });

  test('a renewal refuses once a higher epoch exists, and the holder is told once', async (t) => {
    const root = await project(t);
    const clock = new FakeClock();
    const { opts, lost } = options(root, clock, here);
    const old = await DaemonLease.acquire(opts);
    const before = await readEpoch(root, 1);
    await writeFile(join(root, LEASE_DIR, epochFileName(2)), JSON.stringify({ ...before, holder: 'other', epoch: 2, pid: 3003 }));
    assert.equal(await old.renew(), false);
    assert.equal(old.holds(), false);
    assert.equal(await old.renew(), false);
    assert.deepEqual(lost.length, 1);
    assert.match(lost[0]!, /epoch 2 was taken by pid 3003/);
    assert.deepEqual(await readEpoch(root, 1), before, 'the old holder did not renew');
  });

  test('a holder past half its ttl without a renewal is fenced: holds() is false, nothing more is written, also after a suspend', async (t) => {
    const root = await project(t);
    const clock = new FakeClock();
    const { opts, lost } = options(root, clock, here);
    const lease = await DaemonLease.acquire(opts);
    clock.mono += TTL / 2 - 1;
    assert.equal(lease.holds(), true);
    assert.equal(await lease.renew(), true);
    clock.mono += TTL / 2;
    assert.equal(lease.holds(), false);
    assert.match(lost[0]!, /not renewed for 5000 ms, more than half its ttl/);
    const before = await readEpoch(root, 1);
    assert.equal(await lease.renew(), false);
    await lease.release();
    assert.deepEqual(await readEpoch(root, 1), before, 'a fenced holder neither renews nor releases');

    // A suspended machine: its monotonic clock stood still, its wall clock did not.
    const suspended = new (class extends FakeClock {
      jump = 0;
      override wall(): number {
        return super.wall() + this.jump;
      }
    })();
    const other = await project(t);
    const second = options(other, suspended, here);
    const held = await DaemonLease.acquire(second.opts);
    suspended.jump = 60_000;
    assert.equal(held.holds(), false);
  });

  test('the tracking store, the ledger and the executor write nothing once the fence says no', async (t) => {
    const root = await project(t);
    let allowed = true;
    const store = new TrackingStore(join(root, TRACKING_FILE), TRACKING_FILE, new ManualClock(0), {
      batchWindowMs: 1,
      onWriteError: (error) => assert.fail(error),
      mayWrite: () => allowed,
    });
    const ledger = new Ledger(
      join(root, 'history.jsonl'),
      async () => ({}),
      () => allowed,
    );
    allowed = false;
    store.setWorkers({ anvil: { status: 'idle', idle_since: null, current_task: null, last_seen_at: null } } as never);
    await store.flush();
    const record = { story_id: 'S-1', submitted_at: '2026-01-01T00:00:00Z', state: 'confirmed' } as never;
    assert.equal(await ledger.record(record), false);
    const logged: string[] = [];
    await applyActions(
      [
        { type: 'write-signal', file: 'signal.orphaned', content: { at: 'now' } },
        { type: 'log', event: 'orphaned', agent: 'anvil', id: 'S-1', message: 'orphaned' },
      ] as never,
      { projectRoot: root, store, ledger, logger: { ...silentLogger, story: (...args) => logged.push(args.join(' ')) }, mayWrite: () => allowed },
    );
    assert.deepEqual(logged, [], 'no transition is claimed either');
    assert.deepEqual((await readdir(root)).sort(), [], 'nothing was written');
  });

  test('a clean release lets the next daemon take over at once; a killed holder of this machine is taken over at once too', async (t) => {
    const root = await project(t);
    const first = await DaemonLease.acquire(options(root, new FakeClock(), here).opts);
    await first.release();
    assert.equal((await readEpoch(root, 1)).released, true);
    const clock = new FakeClock();
    const second = await DaemonLease.acquire(options(root, clock, { ...here, pid: 1002 }).opts);
    assert.deepEqual([second.epoch, second.tookOver.reason, clock.mono], [2, 'released', 0]);
    const third = await DaemonLease.acquire(options(root, clock, { ...here, pid: 1003 }, { alive: (pid) => pid !== 1002 }).opts);
    assert.deepEqual([third.epoch, third.tookOver.reason, clock.mono], [3, 'gone', 0]);
  });

  test('a lease copied with the project from another folder of this machine is taken over at once; the same folder is not', async (t) => {
    const root = await project(t);
    await DaemonLease.acquire(options(root, new FakeClock(), here).opts);
    const copy = await project(t);
    const { cp } = await import('node:fs/promises');
    await cp(root, copy, { recursive: true });
    const taken = await DaemonLease.acquire(options(copy, new FakeClock(), { ...here, pid: 1002 }).opts);
    assert.deepEqual([taken.epoch, taken.tookOver.reason], [2, 'copied']);
  });

  test('a removed .project-id lets no second daemon in: it gets a new id and still refuses the live holder', async (t) => {
    const root = await project(t);
    await DaemonLease.acquire(options(root, new FakeClock(), here).opts);
    const before = await readFile(join(root, PROJECT_ID_FILE), 'utf8');
    await rm(join(root, PROJECT_ID_FILE));
    await assert.rejects(DaemonLease.acquire(options(root, new FakeClock(), { ...here, pid: 1002 }).opts), /another forge daemon is running/);
    assert.notEqual(await readFile(join(root, PROJECT_ID_FILE), 'utf8'), before);
  });

  test('a renewal timer that fires a ttl late (the process was stopped) fences, then reads who holds the project now', async (t) => {
    const root = await project(t);
    const clock = new FakeClock();
    const lines: string[] = [];
    let naps = 0;
    const { opts, lost } = options(root, clock, here, {
      logger: { ...silentLogger, info: (line) => lines.push(line) },
      sleep: async (ms, signal) => {
        naps += 1;
        if (naps > 1) return new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        // Frozen for a whole ttl on its first nap; meanwhile a standby took epoch 2.
        clock.mono += ms + TTL;
        const record = await readEpoch(root, 1);
        await writeFile(join(root, LEASE_DIR, epochFileName(2)), JSON.stringify({ ...record, holder: 'standby', epoch: 2, pid: 4004 }));
      },
    });
    const lease = await DaemonLease.acquire(opts);
    const before = await readFile(join(root, LEASE_DIR, epochFileName(1)), 'utf8');
    lease.startRenewing();
    await waitUntil(() => lines.some((line) => line.includes('now held by')));
    await lease.release();
    assert.equal(lost.length, 1);
    assert.match(lost[0]!, /not renewed for \d+ ms, more than half its ttl/);
    assert.ok(
      lines.some((line) => /lease: the project is now held by pid 4004 .*epoch 2\)/.test(line)),
      lines.join('\n'),
    );
    assert.equal(await readFile(join(root, LEASE_DIR, epochFileName(1)), 'utf8'), before, 'the woken holder wrote nothing');
  });

  test('a new holder prunes epochs far below its own, once, and keeps the recent ones', async (t) => {
    const root = await project(t);
    const first = await DaemonLease.acquire(options(root, new FakeClock(), here).opts);
    const record = await readEpoch(root, 1);
    for (let epoch = 2; epoch <= 20; epoch++) {
      await writeFile(join(root, LEASE_DIR, epochFileName(epoch)), JSON.stringify({ ...record, epoch, released: true }));
    }
    const waitForever = (_ms: number, signal: AbortSignal) => new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const lease = await DaemonLease.acquire(options(root, new FakeClock(), { ...here, pid: 1002 }, { sleep: waitForever }).opts);
    assert.equal(lease.epoch, 21);
    lease.startRenewing();
    await lease.release();
    const left = (await readdir(join(root, LEASE_DIR))).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    assert.deepEqual(
      left,
      Array.from({ length: 17 }, (_, i) => epochFileName(i + 5)),
    );
    assert.equal(first.epoch, 1);
  });

  test('a standby waiting for the lease stops when its signal aborts', async (t) => {
    const root = await project(t);
    await DaemonLease.acquire(options(root, new FakeClock(), there).opts);
    const stop = new AbortController();
    const clock = new FakeClock();
    const { opts } = options(root, clock, here, {
      standby: true,
      signal: stop.signal,
      during: async () => {
        if (clock.mono > 3_000) stop.abort(new Error('stopped'));
      },
    });
    await assert.rejects(DaemonLease.acquire(opts), /stopped/);
  });
});
