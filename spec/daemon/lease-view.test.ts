import assert from 'node:assert/strict';
import { hostname } from 'node:os';
import { describe, test } from 'node:test';
import { StatusSummary } from '../../protocol/http-api.js';
import { describeLeaseView, type LeaseView } from '../../protocol/lease.js';
import { StatusView } from '../../protocol/status-view.js';
import { StreamHub } from '../../src/dashboard/stream-hub.js';
import { SnapshotMessage } from '../../src/dashboard/wire.js';
import { fakeSource } from '../dashboard/board-fixture.js';
import { SseReader } from '../dashboard/sse-reader.js';
import { onCleanup } from '../helpers/cleanup.js';
import { tempProject } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';
import { answer, apiRequest, fixedContext, testApi } from '../http/api-fixture.js';
import { runForge, runForgeJson } from '../parties/run-forge.js';

const TOOK_OVER: LeaseView = {
  epoch: 3,
  holder: 'b2',
  host: 'host-b',
  pid: 222,
  since: '2026-04-01T12:00:10.000Z',
  released: false,
  took_over: { from_pid: 111, from_host: 'host-a', from_holder: 'a1', from_epoch: 2, reason: 'stale', by_standby: true },
  project_path: '/srv/project',
  server_clock: null,
};

describe('who holds the project', () => {
  test('one line names the holder, its host and epoch, and the standby takeover that gave it the lease', () => {
    assert.equal(
      describeLeaseView(TOOK_OVER),
      'pid 222 on host-b, lease epoch 3 (holder b2) since 2026-04-01T12:00:10.000Z; a standby that took over from pid 111 on host-a (epoch 2), which stopped renewing',
    );
    assert.equal(describeLeaseView({ ...TOOK_OVER, took_over: null }), 'pid 222 on host-b, lease epoch 3 (holder b2) since 2026-04-01T12:00:10.000Z');
  });

  test('forge status (text and --json) shows the lease, and after a restart the takeover of the stopped holder', async (t) => {
    const root = await tempProject(t, '[daemon]\nreconcile_interval = "1h"\n');
    const first = await startTestDaemon(t, root);
    const before = await runForgeJson(root, ['status']);
    const lease = StatusView.parse(before.json).lease;
    assert.equal(lease?.epoch, 1);
    assert.equal(lease?.host, hostname());
    assert.equal(lease?.pid, process.pid);
    assert.equal(lease?.took_over, null);
    await first.daemon.close();
    await startTestDaemon(t, root);
    const after = StatusView.parse((await runForgeJson(root, ['status'])).json).lease;
    assert.equal(after?.epoch, 2);
    assert.deepEqual(after?.took_over && { ...after.took_over, from_holder: typeof after.took_over.from_holder }, {
      from_pid: process.pid,
      from_host: hostname(),
      from_holder: 'string',
      from_epoch: 1,
      reason: 'released',
      by_standby: false,
    });
    const text = await runForge(root, ['status']);
    assert.equal(text.code, 0, text.stderr);
    assert.match(
      text.stdout,
      new RegExp(`^lease: pid ${process.pid} on .*lease epoch 2 .*; took over from pid ${process.pid} .*\\(epoch 1\\), which stopped cleanly$`, 'm'),
    );
  });

  test('GET /api/status carries the lease of the daemon that answers', async () => {
    const file = { ipc_protocol: 'ipc-v1' as const, updated_at: '2026-04-01T12:00:00.000Z', tasks: {}, workers: {}, rejected: {} };
    const api = testApi({ ...fixedContext(file), lease: () => TOOK_OVER });
    const { status, body } = await answer(api, apiRequest('/api/status'));
    assert.equal(status, 200);
    assert.deepEqual(StatusSummary.parse(body).lease, TOOK_OVER);
    const without = await answer(testApi(fixedContext(file)), apiRequest('/api/status'));
    assert.equal(StatusSummary.parse(without.body).lease, undefined);
  });

  test("the dashboard's snapshot names the daemon serving the page", async (t) => {
    const root = await tempProject(t);
    const hub = new StreamHub({ extrasMs: 60_000 });
    await hub.attach({ ...fakeSource(root), lease: () => TOOK_OVER });
    onCleanup(t, () => hub.close());
    const controller = new AbortController();
    onCleanup(t, () => controller.abort());
    const reader = new SseReader(hub.connect(new Request('http://127.0.0.1/api/stream', { signal: controller.signal })));
    const snapshot = SnapshotMessage.parse(await reader.next());
    assert.deepEqual(snapshot.lease, TOOK_OVER);
  });
});
