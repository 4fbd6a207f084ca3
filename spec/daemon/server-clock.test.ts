import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { epochFileName, type LeaseRecord } from '../../protocol/lease.js';
import { LEASE_DIR } from '../../protocol/paths.js';
import type { StatusView } from '../../protocol/status-view.js';
import { DaemonLease } from '../../src/daemon/lease.js';
import { onCleanup } from '../helpers/cleanup.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { need } from '../helpers/requirement.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { runForgeJson } from '../parties/run-forge.js';

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

async function project(t: TestContext): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'vibe-chain-server-clock-'));
  onCleanup(t, () => rm(root, { recursive: true, force: true }));
  return root;
}

const readEpoch = async (root: string, epoch: number) => JSON.parse(await readFile(join(root, LEASE_DIR, epochFileName(epoch)), 'utf8')) as LeaseRecord;

describe("the holder's offset from the file server's clock", () => {
  test('a host 30 s ahead of the file server warns once, records the offset in its lease, and says so once when its clock is set right', async (t) => {
    const root = await project(t);
    // This host's wall clock runs 30 s ahead of the real one, which stamps the files (the "server" here is the local disk).
    let ahead = 30_000;
    let mono = 0;
    const lines: Array<{ level: 'info' | 'warn'; message: string }> = [];
    const lease = await DaemonLease.acquire({
      projectRoot: root,
      ttlMs: 10_000,
      standby: false,
      logger: { info: (message) => lines.push({ level: 'info', message }), warn: (message) => lines.push({ level: 'warn', message }), error: () => undefined },
      onLost: (reason) => assert.fail(`lease lost: ${reason}`),
      clock: { monotonic: () => mono, wall: () => Date.now() + ahead },
      sleep: async () => undefined,
      alive: () => true,
    });
    const clockLines = () => lines.filter((line) => line.message.startsWith('clock:'));
    assert.deepEqual(
      clockLines().map((line) => line.level),
      ['warn'],
      'measured at the create already',
    );
    assert.match(
      clockLines()[0]!.message,
      /^clock: the file server's clock is 30\.0 s behind this host's \(±\d+ ms\), by the mtime of _vibe-chain-output\/lease\/epoch-1\.json right after writing it: more than 2 s/,
    );
    for (let renewal = 0; renewal < 3; renewal++) {
      mono += 1000;
      assert.equal(await lease.renew(), true);
    }
    assert.equal(clockLines().length, 1, 'one warning, not one per renewal');
    const recorded = (await readEpoch(root, 1)).server_clock!;
    assert.ok(Math.abs(recorded.offset_ms + 30_000) <= recorded.uncertainty_ms, JSON.stringify(recorded));
    assert.ok(recorded.uncertainty_ms < 1000, JSON.stringify(recorded));
    assert.deepEqual(lease.view().server_clock, recorded);

    // NTP steps the clock back: the next measurement agrees, and the one after is in the lease file.
    ahead = 0;
    mono += 1000;
    assert.equal(await lease.renew(), true);
    assert.deepEqual(
      clockLines().map((line) => line.level),
      ['warn', 'info'],
    );
    assert.match(
      clockLines()[1]!.message,
      /^clock: the file server's clock is 0\.0 s (ahead of|behind) this host's \(±\d+ ms\) again, .*epoch-1\.json.*: within 2 s$/,
    );
    mono += 1000;
    assert.equal(await lease.renew(), true);
    assert.ok(Math.abs((await readEpoch(root, 1)).server_clock!.offset_ms) < 1000);
    await lease.release();
  });

  test('a daemon under libfaketime 30 s ahead warns, and forge status --json shows the offset in its lease', async (t) => {
    if (!need(t, { name: 'libfaketime', missing: existsSync(LIBFAKETIME) ? null : `${LIBFAKETIME} is missing (apt-get install libfaketime)` })) return;
    const root = await tempProject(t, '[daemon]\nlease_ttl = "2s"\n');
    // The monotonic clock is left alone, as on a real host whose wall clock is off; the disk stamps files by the real clock.
    const daemon = spawnDaemon(t, root, [], { LD_PRELOAD: LIBFAKETIME, FAKETIME: '+30s', FAKETIME_DONT_FAKE_MONOTONIC: '1' });
    await daemon.ready;
    await waitFor('the clock warning', () => /clock: the file server's clock is 30\.0 s behind this host's/.test(daemon.output()));
    assert.equal(daemon.output().match(/clock: /g)?.length, 1, daemon.output());
    const status = await waitFor('the offset in the lease', async () => {
      const view = (await runForgeJson(root, ['status'])).json as unknown as StatusView;
      return view.lease?.server_clock ? view : null;
    });
    const clock = status.lease!.server_clock!;
    assert.ok(Math.abs(clock.offset_ms + 30_000) <= clock.uncertainty_ms + 1, JSON.stringify(clock));
  });
});
