import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test, type TestContext } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { httpDaemonApi } from '../../src/lab/daemon-api.js';
import { createDispatcher, type DispatchResult } from '../../src/lab/dispatcher.js';
import { onCleanup } from '../helpers/cleanup.js';
import { inboxPath } from '../helpers/temp-project.js';
import { labProject, pipelineOf, readJsonLines, type LabProject } from './lab-fixture.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A stand-in for the daemon's HTTP API that answers as told and counts what it was asked. */
async function fakeDaemon(t: TestContext, handler: Handler): Promise<{ url: string; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(t, () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  }));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths };
}

const json = (response: ServerResponse, status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Answers the handshake with ok and availability with `available`; other paths 404. */
function daemonSaying(available: unknown): Handler {
  return (request, response) => {
    if (request.url === '/api/handshake') json(response, 200, { ok: true });
    else if (request.url?.startsWith('/api/workers/available')) json(response, 200, available);
    else json(response, 404, { ok: false, error: { code: 'not_found', message: 'no route' } });
  };
}

async function dispatcherFor(project: LabProject, url: string, warnings: string[] = []) {
  const { config } = await loadConfig(project.root, { HOME: project.root });
  return createDispatcher({ projectRoot: project.root, config, env: { VIBE_LAB_FORGE_TOKEN: 'never-passed-on' }, api: httpDaemonApi(url, config.lab.dispatch_timeout), warn: (m) => warnings.push(m), now: () => new Date().toISOString() });
}

const story = (project: LabProject, id: string, task_type = 'frontend') => ({ story_id: id, task_type, worktree_path: project.trees, body: `Do ${id}.` });

async function degradedEnd(result: DispatchResult): Promise<void> {
  assert.equal(result.mode, 'degraded');
  if (result.mode === 'degraded') assert.equal((await result.run.exited).code, 0);
}

describe('the dispatcher', () => {
  test('a free worker gets the task in its inbox and the handshake is made once for several stories', async (t) => {
    const project = await labProject(t);
    const daemon = await fakeDaemon(t, daemonSaying({ available: true, agent: 'anvil', idle_since: '2026-04-01T12:00:00Z', current_task: null }));
    const dispatcher = await dispatcherFor(project, daemon.url);
    for (const id of ['FREE-1', 'FREE-2']) assert.deepEqual(await dispatcher.dispatch(story(project, id)), { mode: 'inbox', story_id: id, agent: 'anvil', file: `_vibe-chain-output/worker-inbox/anvil/${id}.md` });
    assert.match(await readFile(inboxPath(project.root, 'anvil', 'FREE-2.md'), 'utf8'), /^story_id: FREE-2$/m);
    assert.deepEqual(daemon.paths, ['/api/handshake', '/api/workers/available?task_type=frontend', '/api/workers/available?task_type=frontend']);
    assert.deepEqual((await pipelineOf(project.root)).map((r) => r.event), ['dispatched', 'dispatched']);
  });

  test('a busy worker or none for the type means a degraded run, which is recorded with its reason', async (t) => {
    const project = await labProject(t);
    const busy = await fakeDaemon(t, daemonSaying({ available: false, agent: 'anvil', idle_since: null, current_task: 'OTHER-1', estimated_free: null }));
    const none = await fakeDaemon(t, daemonSaying({ available: false, agent: null, reason: 'no_worker_configured' }));
    const first = await (await dispatcherFor(project, busy.url)).dispatch(story(project, 'BUSY-1'));
    const second = await (await dispatcherFor(project, none.url)).dispatch(story(project, 'NONE-1', 'docs'));
    await degradedEnd(first);
    await degradedEnd(second);
    assert.match(first.mode === 'degraded' ? first.reason : '', /anvil is busy with OTHER-1/);
    assert.match(second.mode === 'degraded' ? second.reason : '', /no worker for task type docs \(no_worker_configured\)/);
    const runs = await readJsonLines(project.recordFile);
    assert.equal(runs.length, 2);
    assert.ok(runs.every((run) => run.token === null), 'the token never reaches a degraded run');
    const spawns = (await pipelineOf(project.root)).filter((r) => r.event === 'degraded-spawn');
    assert.deepEqual(spawns.map((r) => [r.story_id, r.agent]), [['BUSY-1', 'anvil'], ['NONE-1', 'furnace']]);
  });

  test('a daemon that does not answer within [lab] dispatch_timeout means a degraded run, not a wait', async (t) => {
    const project = await labProject(t, 'dispatch_timeout = "300ms"\n');
    const silent = await fakeDaemon(t, () => undefined);
    const started = Date.now();
    const result = await (await dispatcherFor(project, silent.url)).dispatch(story(project, 'SLOW-1'));
    assert.ok(Date.now() - started < 30_000);
    assert.match(result.mode === 'degraded' ? result.reason : '', /daemon unavailable: .*no answer within 300 ms/);
    await degradedEnd(result);
  });

  test('a daemon that speaks another protocol turns the dispatcher to degraded mode with one warning, never an exception', async (t) => {
    const project = await labProject(t);
    const other = await fakeDaemon(t, (request, response) =>
      request.url === '/api/handshake'
        ? json(response, 409, { error: 'protocol_mismatch', supported: 'ipc-v1', message: 'this daemon speaks ipc-v1 only' })
        : json(response, 200, { available: true, agent: 'anvil', idle_since: '2026-04-01T12:00:00Z', current_task: null }),
    );
    const warnings: string[] = [];
    const dispatcher = await dispatcherFor(project, other.url, warnings);
    const results = [await dispatcher.dispatch(story(project, 'MIS-1')), await dispatcher.dispatch(story(project, 'MIS-2'))];
    for (const result of results) await degradedEnd(result);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /protocol_mismatch.*degraded mode/);
    assert.deepEqual(other.paths, ['/api/handshake'], 'no availability question after a mismatch, and one handshake');
  });

  test('an id already in use is refused before anything is asked or run', async (t) => {
    const project = await labProject(t);
    const daemon = await fakeDaemon(t, daemonSaying({ available: true, agent: 'anvil', idle_since: '2026-04-01T12:00:00Z', current_task: null }));
    const dispatcher = await dispatcherFor(project, daemon.url);
    await dispatcher.dispatch(story(project, 'DUP-1'));
    await assert.rejects(dispatcher.dispatch(story(project, 'DUP-1')), { code: 'conflict' });
    await assert.rejects(dispatcher.dispatch(story(project, '../escape')), { code: 'usage' });
    assert.equal((await readJsonLines(project.recordFile)).length, 0);
  });
});
