import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { Availability, StatusSummary } from '../../protocol/http-api.js';
import { ManualClock } from '../../src/clock.js';
import { ConfigHolder } from '../../src/daemon/config-holder.js';
import { startDaemon } from '../../src/daemon/daemon.js';
import { type HttpService, httpService } from '../../src/http/http-service.js';
import { touchHeartbeat } from '../../src/workers/heartbeat.js';
import { onCleanup } from '../helpers/cleanup.js';
import { T0 } from '../helpers/story-builders.js';
import { tempProject } from '../helpers/temp-project.js';
import { captureLogger } from '../helpers/test-daemon.js';

async function daemonWithHttp(t: TestContext, root: string, service: HttpService = httpService()) {
  const logger = captureLogger();
  const config = await ConfigHolder.load(root, { HOME: root }, logger);
  const clock = new ManualClock(T0);
  const daemon = startDaemon({ projectRoot: root, config, clock, logger, watch: false, lock: false, services: [service] });
  onCleanup(t, () => daemon.close());
  await daemon.ready;
  return { daemon, logger, clock, service };
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http directly, so the test controls Host and streams bodies as it likes. */
function raw(port: number, path: string, options: { method?: string; host?: string; chunks?: number; chunkBytes?: number } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { host: options.host ?? `127.0.0.1:${port}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    for (let i = 0; i < (options.chunks ?? 0); i++) req.write(Buffer.alloc(options.chunkBytes ?? 16_384, 0x20));
    req.end();
  });
}

function rawSocket(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let got = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (got += chunk));
    socket.on('close', () => resolve(got));
    socket.on('error', reject);
  });
}

describe('the HTTP API inside the daemon', () => {
  test('listens on 127.0.0.1, answers from the live tracked state, and closes with the daemon', async (t) => {
    const root = await tempProject(t, '[forge]\ndashboard_port = 0\nproject_id = "shop"\n');
    const { daemon, service, logger } = await daemonWithHttp(t, root);
    const address = service.address()!;
    assert.equal(address.address, '127.0.0.1');
    assert.ok(logger.lines.some((line) => line === `HTTP API on http://127.0.0.1:${address.port}`));

    const before = await fetch(`http://127.0.0.1:${address.port}/api/workers/available?task_type=frontend`);
    assert.deepEqual(Availability.parse(await before.json()), { available: false, agent: null, reason: 'all_workers_offline' });
    await touchHeartbeat(root, 'anvil', T0);
    await daemon.reconcile();
    const after = Availability.parse(await (await fetch(`http://127.0.0.1:${address.port}/api/workers/available?task_type=frontend`)).json());
    assert.deepEqual(after, { available: true, agent: 'anvil', idle_since: new Date(T0).toISOString(), current_task: null });
    assert.equal(StatusSummary.parse(await (await fetch(`http://127.0.0.1:${address.port}/api/status`)).json()).project_id, 'shop');

    await daemon.close();
    await service.close();
    await assert.rejects(fetch(`http://127.0.0.1:${address.port}/api/status`), 'closed with the daemon, twice is fine');
  });

  test('refuses a foreign Host, an endless body and a malformed request without going down', async (t) => {
    const root = await tempProject(t, '[forge]\ndashboard_port = 0\n');
    const { service } = await daemonWithHttp(t, root);
    const { port } = service.address()!;
    const rebound = await raw(port, '/api/status', { host: `rebind.example:${port}` });
    assert.equal(rebound.status, 403);
    const big = await raw(port, '/api/handshake', { method: 'POST', chunks: 64, chunkBytes: 16_384 }).catch((error: NodeJS.ErrnoException) => ({
      status: error.code,
      headers: {},
      body: '',
    }));
    assert.ok(big.status === 413 || big.status === 'ECONNRESET' || big.status === 'EPIPE', `a 1 MB body is refused (${big.status})`);
    assert.match(await rawSocket(port, 'NOT HTTP AT ALL\r\n\r\n'), /^HTTP\/1\.1 400/);
    assert.match(
      await rawSocket(port, `GET http://evil.example/api/status HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
      /^HTTP\/1\.1 (400|403)/,
    );
    const fine = await raw(port, '/api/status');
    assert.equal(fine.status, 200, 'still answering');
  });

  test("honours dashboard_port from the forge: section of lab's config.yaml", async (t) => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const root = await tempProject(t);
    await writeFile(join(root, '_vibe-chain', 'config.yaml'), `pipeline: {stages: 3}\nforge:\n  dashboard_port: ${port}\n  project_id: from-yaml\n`);
    const { service } = await daemonWithHttp(t, root);
    assert.deepEqual(service.address(), { address: '127.0.0.1', port });
    const status = StatusSummary.parse(await (await fetch(`http://127.0.0.1:${port}/api/status`)).json());
    assert.equal(status.project_id, 'from-yaml');
  });

  test('a port already taken is reported and the daemon runs on without the API', async (t) => {
    const root = await tempProject(t, '[forge]\ndashboard_port = 0\n');
    const first = await daemonWithHttp(t, root);
    const { port } = first.service.address()!;
    const other = await tempProject(t, `[forge]\ndashboard_port = ${port}\n`);
    const second = await daemonWithHttp(t, other);
    assert.equal(second.service.address(), null);
    assert.ok(
      second.logger.lines.some((line) => /http did not start: cannot listen on 127\.0\.0\.1:\d+: the port is in use/.test(line)),
      second.logger.lines.join('\n'),
    );
    await second.daemon.reconcile();
  });
});
