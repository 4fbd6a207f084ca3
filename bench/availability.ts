import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { systemClock } from '../src/clock.js';
import { ConfigHolder } from '../src/daemon/config-holder.js';
import { startDaemon } from '../src/daemon/daemon.js';
import { silentLogger } from '../src/daemon/logger.js';
import { createApi } from '../src/http/app.js';
import { daemonApiContext } from '../src/http/daemon-context.js';
import { ROUTES } from '../src/http/routes.js';
import { touchHeartbeat } from '../src/workers/heartbeat.js';
import { benchProject, seedTasks } from './lib/bench-project.js';
import { FORGE, startDaemonChild } from './lib/daemon-child.js';
import { report, summarize } from './lib/stats.js';

const RATE = 50;
const BARE_SERVER =
  "const s=require('http').createServer((q,r)=>{r.writeHead(200,{'content-type':'application/json'});r.end('{}')});s.listen(0,'127.0.0.1',()=>console.log(s.address().port))";

/**
 * GET /api/workers/available on a `forge start` daemon tracking 10,000 tasks, at a steady 50
 * requests/s for `seconds` (open loop: each request leaves on schedule, answered or not), next to
 * a bare node:http server answering `{}` in its own process at the same rate in the same run.
 * GET /api/status and /api/tasks under the same load, for scale. The daemon is measured settled:
 * `forge start --once` writes every context first, and the load starts once tracking is quiet.
 */
export async function run(tasks = 10_000, seconds = 20, extraConfig = process.env.BENCH_EXTRA_CONFIG ?? ''): Promise<void> {
  const port = await freePort();
  const project = benchProject(`[forge]\ndashboard_port = ${port}\n[timeouts]\norphan = "1d"\n${extraConfig}`);
  const agents = ['anvil', 'furnace', 'crucible', 'temper'];
  for (const agent of agents) seedTasks(project.root, agent, `A-${agent}`, tasks / agents.length);
  spawnSync(process.execPath, [FORGE, 'start', '--once', '--project', project.root], { env: { ...process.env, HOME: project.root }, stdio: 'ignore' });
  const daemon = await startDaemonChild(project.root);
  for (const agent of agents) await touchHeartbeat(project.root, agent, Date.now());
  const base = `http://127.0.0.1:${port}`;
  await settled(`${base}/api/status`, tasks);

  const bare = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const barePort = await new Promise<string>((resolve) => bare.stdout.setEncoding('utf8').once('data', (text: string) => resolve(text.trim())));
  const floor = await steadyLoad(`http://127.0.0.1:${barePort}/`, seconds);
  bare.kill();
  const available = await steadyLoad(`${base}/api/workers/available?task_type=frontend`, seconds, (body) => body.includes('"agent":"anvil"'));
  const status = await steadyLoad(`${base}/api/status`, Math.max(2, seconds / 4), (body) => body.includes(`"total":${tasks}`));
  const page = await steadyLoad(`${base}/api/tasks?limit=20`, Math.max(2, seconds / 4), (body) => body.includes('"ok":true'));

  await daemon.stop();
  const inProcess = await handlerCost(project.root, port);
  project.remove();
  const floorSummary = summarize(floor);
  report(
    `availability: GET /api/workers/available, ${tasks} tracked tasks, ${RATE} req/s`,
    summarize(available),
    floorSummary,
    'bare node:http {}',
    'p99 < 10 ms',
  );
  report(`status: GET /api/status, ${tasks} tracked tasks, ${RATE} req/s`, summarize(status), floorSummary, 'bare node:http {}', 'none (for scale)');
  report(`tasks: GET /api/tasks?limit=20, ${tasks} tracked tasks, ${RATE} req/s`, summarize(page), floorSummary, 'bare node:http {}', 'none (for scale)');
  report(
    `availability handler in process (no socket), ${tasks} tracked tasks`,
    summarize(inProcess.available),
    summarize(inProcess.floor),
    'Request in, Response {} read',
    'well under the socket figures',
  );
}

/** The handler's own cost: the API called in process on the same project, no network, no scheduling. */
async function handlerCost(root: string, port: number): Promise<{ available: number[]; floor: number[] }> {
  const config = await ConfigHolder.load(root, { HOME: root }, silentLogger);
  const daemon = startDaemon({ projectRoot: root, config, clock: systemClock, logger: silentLogger, watch: false, lock: false });
  await daemon.ready;
  const handle = {
    projectRoot: root,
    clock: systemClock,
    logger: silentLogger,
    config,
    store: daemon.store,
    events: daemon.events,
    requestStory: () => undefined,
    recordActivity: () => undefined,
    setRejected: () => undefined,
    setSupervision: () => undefined,
    mayWrite: () => true,
    lease: () => null,
  };
  const api = createApi(daemonApiContext(handle, { token: () => null, closing: new AbortController().signal }), {
    routes: ROUTES,
    bound: () => ({ address: '127.0.0.1', port }),
    corsOrigins: () => [],
  });
  const request = () => new Request(`http://127.0.0.1:${port}/api/workers/available?task_type=frontend`, { headers: { host: `127.0.0.1:${port}` } });
  const available: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < 2000; i++) {
    let start = performance.now();
    await (await api(request())).text();
    available.push(performance.now() - start);
    start = performance.now();
    request();
    await new Response('{}').text();
    floor.push(performance.now() - start);
  }
  await daemon.close();
  return { available: available.slice(200), floor: floor.slice(200) };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Until every task is tracked and the tracking file has not changed for a second (heartbeats seen). */
async function settled(statusUrl: string, tasks: number): Promise<void> {
  let last = '';
  let quietSince = performance.now();
  for (;;) {
    const body = (await (await fetch(statusUrl)).json()) as { total: number; updated_at: string; workers: Record<string, { status: string }> };
    const stamp = `${body.total} ${body.updated_at}`;
    if (stamp !== last) {
      last = stamp;
      quietSince = performance.now();
    } else if (body.total === tasks && body.workers.anvil?.status === 'idle' && performance.now() - quietSince > 1000) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function steadyLoad(url: string, seconds: number, check: (body: string) => boolean = () => true): Promise<number[]> {
  const total = Math.round(seconds * RATE);
  const started = performance.now();
  const requests: Array<Promise<number>> = [];
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    requests.push(
      (async () => {
        const start = performance.now();
        const response = await fetch(url);
        const body = await response.text();
        const latency = performance.now() - start;
        if (response.status !== 200 || !check(body)) throw new Error(`${url}: HTTP ${response.status} ${body.slice(0, 200)}`);
        return latency;
      })(),
    );
  }
  return Promise.all(requests);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
