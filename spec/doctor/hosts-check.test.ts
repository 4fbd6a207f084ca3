import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { epochFileName, type LeaseRecord } from '../../protocol/lease.js';
import { LEASE_DIR, PROJECT_ID_FILE } from '../../protocol/paths.js';
import { hostsFacts, projectPathCheck, serverClockCheck } from '../../src/doctor/hosts-check.js';
import { onCleanup } from '../helpers/cleanup.js';

async function project(t: TestContext): Promise<{ base: string; root: string }> {
  const base = await mkdtemp(join(tmpdir(), 'vibe-chain-hosts-check-'));
  onCleanup(t, () => rm(base, { recursive: true, force: true }));
  const root = join(base, 'here', 'project');
  await mkdir(join(root, LEASE_DIR), { recursive: true });
  await writeFile(join(root, PROJECT_ID_FILE), 'project-1\n');
  return { base, root };
}

/** A lease as a daemon on another host writes it: another host name and boot id, its own path. */
async function leaseFromAnotherHost(root: string, fields: Partial<LeaseRecord>): Promise<void> {
  const record: LeaseRecord = {
    holder: 'b1',
    host: 'host-b',
    boot_id: 'boot-of-host-b',
    pid: 4242,
    epoch: 1,
    counter: 3,
    ttl_ms: 10_000,
    project_id: 'project-1',
    place: '1:2',
    since: '2026-04-01T12:00:00.000Z',
    renewed_at: '2026-04-01T12:00:03.000Z',
    released: false,
    ...fields,
  };
  await writeFile(join(root, LEASE_DIR, epochFileName(record.epoch)), JSON.stringify(record));
}

describe('forge doctor on the hosts sharing a project', () => {
  test('fails when the holder host mounts the project at another path, naming both hosts and paths', async (t) => {
    const { root } = await project(t);
    await leaseFromAnotherHost(root, { project_path: '/mnt/elsewhere/project' });
    const result = projectPathCheck(await hostsFacts(root));
    assert.equal(result.status, 'FAIL', JSON.stringify(result));
    assert.match(
      result.message,
      /^host-b \(the holder \(pid 4242 on host-b\)\) mounts the project at \/mnt\/elsewhere\/project, this host \(.+\) at .*here\/project: task files carry absolute paths/,
    );
    assert.match(result.fix ?? '', /mount the project at \/mnt\/elsewhere\/project on /);
  });

  test('is content when the holder host mounts it at the same path, or at one that reaches this very project here too', async (t) => {
    const { base, root } = await project(t);
    await leaseFromAnotherHost(root, { project_path: root });
    const same = projectPathCheck(await hostsFacts(root));
    assert.equal(same.status, 'OK', JSON.stringify(same));
    assert.match(same.message, /^host-b \(.*\) and this host \(.*\) both mount the project at .*here\/project$/);

    const alias = join(base, 'alias');
    await symlink(root, alias);
    await leaseFromAnotherHost(root, { project_path: alias });
    const linked = projectPathCheck(await hostsFacts(root));
    assert.equal(linked.status, 'OK', JSON.stringify(linked));
    assert.match(linked.message, /reaches the same project here too$/);
  });

  test('a path holding a copy of the project (same id, another lease folder) is not the project', async (t) => {
    const { base, root } = await project(t);
    const copy = join(base, 'copy');
    await mkdir(join(copy, LEASE_DIR), { recursive: true });
    await writeFile(join(copy, PROJECT_ID_FILE), 'project-1\n');
    await leaseFromAnotherHost(root, { project_path: copy });
    assert.equal(projectPathCheck(await hostsFacts(root)).status, 'FAIL');
  });

  test('a lease of an older version, with no path, leaves nothing to compare', async (t) => {
    const { root } = await project(t);
    await leaseFromAnotherHost(root, {});
    const result = projectPathCheck(await hostsFacts(root));
    assert.equal(result.status, 'OK');
    assert.match(result.message, /does not record its project path/);
    assert.equal(serverClockCheck(await hostsFacts(root)).status, 'OK');
  });

  test("warns when the holder measured the file server's clock more than 2 s off, naming the offset, the host and the file", async (t) => {
    const { root } = await project(t);
    await leaseFromAnotherHost(root, { server_clock: { offset_ms: 30_004, uncertainty_ms: 6, measured_at: '2026-04-01T12:00:03.000Z' } });
    const skewed = serverClockCheck(await hostsFacts(root));
    assert.equal(skewed.status, 'WARN', JSON.stringify(skewed));
    assert.equal(
      skewed.message,
      "the holder (pid 4242 on host-b) measured at 2026-04-01T12:00:03.000Z: the file server's clock is 30.0 s ahead of host-b's (±6 ms), by the mtime of _vibe-chain-output/lease/epoch-1.json right after writing it: more than 2 s, so the times that daemon writes look shifted by that much to other hosts",
    );
    assert.match(skewed.fix ?? '', /NTP/);
    await leaseFromAnotherHost(root, { server_clock: { offset_ms: -12, uncertainty_ms: 6, measured_at: '2026-04-01T12:00:03.000Z' } });
    const fine = serverClockCheck(await hostsFacts(root));
    assert.equal(fine.status, 'OK');
    assert.match(fine.message, /0\.0 s behind host-b's \(±6 ms\).*epoch-1\.json.*: within 2 s$/);
  });
});
