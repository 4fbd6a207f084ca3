import assert from 'node:assert/strict';
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { ApiError, Availability, HandshakeOk, ProjectMismatch, ProtocolMismatch, StatusSummary, TasksPage, WorkersView } from '../../protocol/http-api.js';
import { ForgeError } from '../../src/errors.js';
import { BODY_LIMIT } from '../../src/http/app.js';
import { json } from '../../src/http/responses.js';
import { defineRoute } from '../../src/http/router.js';
import { ROUTES } from '../../src/http/routes.js';
import { at, entry, tracking } from '../parties/tracking-fixture.js';
import { answer, apiRequest, fixedContext, testApi } from './api-fixture.js';

const workers = {
  anvil: { status: 'idle' as const, idle_since: at(-60_000), current_task: null, last_seen_at: at(-1000) },
  furnace: { status: 'busy' as const, idle_since: null, current_task: 'B-1', last_seen_at: at(-1000) },
  crucible: { status: 'offline' as const, idle_since: null, current_task: null, last_seen_at: null },
};
const file = tracking(
  {
    'A-1': entry('A-1', 'submitted'),
    'A-2': entry('A-2', 'invalid'),
    'B-1': entry('B-1', 'picked_up', { agent: 'furnace' }),
    'A-3': entry('A-3', 'handed_off'),
  },
  {
    workers,
    rejected: {
      '_vibe-chain-output/worker-inbox/anvil/bad name.md': { errors: [{ code: 'bad_story_id', file: 'x', field: null, expected: 'a story id', got: null }] },
    },
  },
);
const api = testApi(fixedContext(file));

function assertError(result: { status: number; body: unknown }, status: number, code: string): string {
  assert.equal(result.status, status);
  const error = ApiError.parse(result.body);
  assert.equal(error.error.code, code);
  return error.error.message;
}

describe('POST /api/handshake', () => {
  const handshake = (body: string, headers: Record<string, string> = {}) => answer(api, apiRequest('/api/handshake', { body, headers }));

  test('answers {"ok":true} for ipc-v1 and this project', async () => {
    const result = await handshake(JSON.stringify({ protocol: 'ipc-v1', project_id: 'shop' }));
    assert.equal(result.status, 200);
    assert.deepEqual(HandshakeOk.parse(result.body), { ok: true });
  });

  test('refuses another protocol with 409 protocol_mismatch naming the supported one', async () => {
    const result = await handshake(JSON.stringify({ protocol: 'ipc-v2', project_id: 'shop' }));
    assert.equal(result.status, 409);
    const body = ProtocolMismatch.parse(result.body);
    assert.equal(body.supported, 'ipc-v1');
  });

  test('refuses another project with 409 project_mismatch naming this one', async () => {
    const result = await handshake(JSON.stringify({ protocol: 'ipc-v1', project_id: 'blog' }));
    assert.equal(result.status, 409);
    assert.equal(ProjectMismatch.parse(result.body).project_id, 'shop');
    const configured = testApi(fixedContext(file, { ...DEFAULT_CONFIG, forge: { ...DEFAULT_CONFIG.forge, project_id: 'blog' } }));
    assert.equal(
      (await answer(configured, apiRequest('/api/handshake', { body: JSON.stringify({ protocol: 'ipc-v1', project_id: 'blog' }) }))).status,
      200,
      '[forge] project_id wins over the folder name',
    );
  });

  test('refuses malformed JSON, a missing field and an empty body with 400 and a message', async () => {
    assert.match(assertError(await handshake('{"protocol": '), 400, 'bad_input'), /malformed JSON/);
    assert.match(assertError(await handshake(JSON.stringify({ protocol: 'ipc-v1' })), 400, 'bad_input'), /bad or missing project_id/);
    assert.match(assertError(await handshake(''), 400, 'bad_input'), /no body/);
  });

  test('refuses a body over 64 KB with 413, whether declared or streamed', async () => {
    const big = JSON.stringify({ protocol: 'ipc-v1', project_id: 'x'.repeat(BODY_LIMIT) });
    assertError(await handshake(big), 413, 'too_large');
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16_384;
        if (sent > 4 * BODY_LIMIT) controller.close();
        else controller.enqueue(new Uint8Array(16_384).fill(0x20));
      },
    });
    assertError(await answer(api, apiRequest('/api/handshake', { body: stream })), 413, 'too_large');
    assert.ok(sent <= BODY_LIMIT + 3 * 16_384, `stopped reading early (read ${sent} bytes)`);
  });

  test('takes POST only: GET is 405 with an Allow header', async () => {
    const result = await answer(api, apiRequest('/api/handshake'));
    assertError(result, 405, 'method_not_allowed');
    assert.equal(result.headers.get('allow'), 'POST');
  });
});

describe('GET /api/workers/available', () => {
  const available = async (query: string) => answer(api, apiRequest(`/api/workers/available${query}`));

  test('answers each of the three documented shapes', async () => {
    const free = await available('?task_type=frontend');
    assert.deepEqual(Availability.parse(free.body), { available: true, agent: 'anvil', idle_since: at(-60_000), current_task: null });
    const busy = await available('?task_type=backend');
    assert.deepEqual(Availability.parse(busy.body), { available: false, agent: 'furnace', idle_since: null, current_task: 'B-1', estimated_free: null });
    const none = await available('?task_type=ml_training');
    assert.deepEqual(Availability.parse(none.body), { available: false, agent: null, reason: 'no_worker_configured' });
    const offline = await available('?task_type=test');
    assert.deepEqual(Availability.parse(offline.body), { available: false, agent: null, reason: 'all_workers_offline' });
  });

  test('refuses a missing, malformed, repeated or unknown parameter with 400', async () => {
    assert.match(assertError(await available(''), 400, 'bad_input'), /task_type/);
    assert.match(assertError(await available('?task_type=Front-End'), 400, 'bad_input'), /task_type/);
    assert.match(assertError(await available('?task_type=frontend&task_type=backend'), 400, 'bad_input'), /given more than once/);
    assert.match(assertError(await available('?task_type=frontend&agent=anvil'), 400, 'bad_input'), /unknown parameter agent/);
  });
});

describe('GET /api/status and /api/tasks', () => {
  test('status summarises counts, workers and rejected files for the project', async () => {
    const result = await answer(api, apiRequest('/api/status'));
    assert.equal(result.status, 200);
    const summary = StatusSummary.parse(result.body);
    assert.equal(summary.project_id, 'shop');
    assert.equal(summary.total, 4);
    assert.equal(summary.counts.invalid, 1);
    assert.deepEqual(summary.workers.furnace, { status: 'busy', current_task: 'B-1' });
    assert.equal(summary.rejected.total, 1);
    assert.equal(summary.message, undefined);
    const forAgent = StatusSummary.parse((await answer(api, apiRequest('/api/status?agent=furnace'))).body);
    assert.equal(forAgent.total, 1);
  });

  test('status of a project with nothing tracked says what that means', async () => {
    const empty = testApi(fixedContext(tracking({})));
    const summary = StatusSummary.parse((await answer(empty, apiRequest('/api/status'))).body);
    assert.equal(summary.total, 0);
    assert.match(summary.message!, /No tasks tracked/);
  });

  test('tasks pages most urgent first with a cursor, and filters by state and agent', async () => {
    const first = TasksPage.parse((await answer(api, apiRequest('/api/tasks?limit=2'))).body);
    assert.deepEqual(
      first.items.map((item) => item.story_id),
      ['A-2', 'A-1'],
    );
    assert.equal(first.hasMore, true);
    const second = TasksPage.parse((await answer(api, apiRequest(`/api/tasks?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`))).body);
    assert.deepEqual(
      second.items.map((item) => item.story_id),
      ['B-1', 'A-3'],
    );
    assert.equal(second.hasMore, false);
    const filtered = TasksPage.parse((await answer(api, apiRequest('/api/tasks?state=picked_up,handed_off&agent=anvil'))).body);
    assert.deepEqual(
      filtered.items.map((item) => item.story_id),
      ['A-3'],
    );
    const none = TasksPage.parse((await answer(api, apiRequest('/api/tasks?state=escalated'))).body);
    assert.deepEqual(none.items, []);
    assert.match(none.message!, /No task with state escalated/);
  });

  test('the first page of tasks lists the stories closed as failed lately, from the ledger, with what to do', async (t) => {
    const root = await mkdtemp(join(tmpdir(), 'forge-api-failed-'));
    t.after(() => rm(root, { recursive: true, force: true }));
    const now = new Date().toISOString();
    const failedRecord = (id: string, agent: string) => ({
      ...entry(id, 'confirmed', {
        agent,
        timed_out_at: now,
        confirmed_at: now,
        handoff: { kind: 'error', file: `_vibe-chain-output/handoffs/${id}-error-handoff.md`, status: 'failed', created_at: now },
      }),
      story_id: id,
    });
    const done = {
      ...entry('D-9', 'confirmed', { confirmed_at: now, handoff: { kind: 'pr', file: 'x', status: 'completed', created_at: now } }),
      story_id: 'D-9',
    };
    await mkdir(join(root, '_vibe-chain-output', 'worker-inbox'), { recursive: true });
    await writeFile(
      join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'),
      `${[failedRecord('T-9', 'anvil'), failedRecord('F-3', 'furnace'), done].map((r) => JSON.stringify(r)).join('\n')}\n`,
    );
    const withLedger = testApi(fixedContext(file, DEFAULT_CONFIG, root));
    const first = TasksPage.parse((await answer(withLedger, apiRequest('/api/tasks?limit=2'))).body);
    assert.deepEqual(first.failed?.items.map((item) => item.story_id).sort(), ['F-3', 'T-9']);
    assert.match(
      first.failed!.items.find((item) => item.story_id === 'T-9')!.problem,
      /closed as failed: read _vibe-chain-output\/handoffs\/T-9-error-handoff\.md, then dispatch it again/,
    );
    const forAnvil = TasksPage.parse((await answer(withLedger, apiRequest('/api/tasks?agent=anvil'))).body);
    assert.deepEqual(
      forAnvil.failed?.items.map((item) => item.story_id),
      ['T-9'],
    );
    // A failure confirmed since is seen at the next request (the parsed ledger is kept only while the file is unchanged).
    await appendFile(join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'), `${JSON.stringify(failedRecord('T-10', 'anvil'))}\n`);
    const later = TasksPage.parse((await answer(withLedger, apiRequest('/api/tasks?agent=anvil'))).body);
    assert.deepEqual(later.failed?.items.map((item) => item.story_id).sort(), ['T-10', 'T-9']);
    const second = TasksPage.parse((await answer(withLedger, apiRequest(`/api/tasks?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`))).body);
    assert.equal(second.failed, undefined, 'only the first page carries them');
    const noLedger = TasksPage.parse((await answer(api, apiRequest('/api/tasks'))).body);
    assert.equal(noLedger.failed, undefined);
  });

  test('tasks refuses bad parameters with the error envelope', async () => {
    for (const query of ['state=asleep', 'limit=0', 'limit=201', 'limit=ten', 'cursor=nope', 'agent=Bad%20Name', 'sort=id']) {
      assertError(await answer(api, apiRequest(`/api/tasks?${query}`)), 400, 'bad_input');
    }
  });

  test('workers lists the roster with liveness', async () => {
    const view = WorkersView.parse((await answer(api, apiRequest('/api/workers'))).body);
    assert.deepEqual(
      view.workers.slice(0, 3).map((w) => [w.agent, w.status]),
      [
        ['anvil', 'idle'],
        ['furnace', 'busy'],
        ['crucible', 'offline'],
      ],
    );
    assert.equal(view.workers.find((w) => w.agent === 'pixel')?.status, 'unknown');
  });
});

describe('every request', () => {
  test('to an unknown route is a 404 in JSON that lists the routes', async () => {
    const message = assertError(await answer(api, apiRequest('/api/nothing')), 404, 'not_found');
    for (const route of ROUTES) assert.ok(message.includes(`${route.method} ${route.path}`));
  });

  test('whose Host is not the bound address and port is refused (DNS rebinding)', async () => {
    for (const host of ['evil.example:2800', '127.0.0.1:2801', '127.0.0.1', 'attacker.localhost:2800']) {
      assertError(await answer(api, apiRequest('/api/status', { headers: { host } })), 403, 'forbidden');
    }
    for (const host of ['127.0.0.1:2800', 'localhost:2800'])
      assert.equal((await answer(api, apiRequest('/api/status', { headers: { host } }))).status, 200, host);
  });

  test('gets no CORS headers unless [forge] cors_origins lists its origin; an unlisted foreign origin is refused', async () => {
    const plain = await answer(api, apiRequest('/api/status', { headers: { origin: 'http://127.0.0.1:2800' } }));
    assert.equal(plain.status, 200, 'same origin');
    assert.equal(plain.headers.get('access-control-allow-origin'), null);
    assertError(await answer(api, apiRequest('/api/status', { headers: { origin: 'http://evil.example' } })), 403, 'forbidden');

    const listed = testApi(fixedContext(file), { cors: ['http://lab.local:3000'] });
    const allowed = await answer(listed, apiRequest('/api/status', { headers: { origin: 'http://lab.local:3000' } }));
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://lab.local:3000');
    const preflight = await listed(
      apiRequest('/api/handshake', { method: 'OPTIONS', headers: { origin: 'http://lab.local:3000', 'access-control-request-method': 'POST' } }),
    );
    assert.equal(preflight.status, 204);
    assert.deepEqual(
      preflight.headers
        .get('access-control-allow-methods')
        ?.split(',')
        .map((method) => method.trim()),
      ['GET', 'POST'],
    );
    const notFound = await answer(listed, apiRequest('/api/nothing', { headers: { origin: 'http://lab.local:3000' } }));
    assert.equal(notFound.headers.get('access-control-allow-origin'), 'http://lab.local:3000', 'errors carry the CORS header too');
  });

  test('never crashes the API: a handler that throws is a 500 with the envelope, a ForgeError keeps its status', async () => {
    const routes = [
      defineRoute({
        method: 'GET',
        path: '/boom',
        summary: 'throws',
        handle: () => {
          throw new TypeError('boom');
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/locked',
        summary: 'refuses',
        handle: () => {
          throw new ForgeError('locked', 'busy');
        },
      }),
      defineRoute({ method: 'GET', path: '/ok', summary: 'answers', handle: () => json({ ok: true }) }),
    ];
    const ctx = fixedContext(file);
    const custom = testApi(ctx, { routes });
    assert.match(assertError(await answer(custom, apiRequest('/boom')), 500, 'internal'), /boom/);
    assertError(await answer(custom, apiRequest('/locked')), 423, 'locked');
    assert.equal((await answer(custom, apiRequest('/ok'))).status, 200);
    assert.ok(
      (ctx.logger as unknown as { lines: string[] }).lines.some((line) => line.includes('boom')),
      'the 500 is logged',
    );
  });
});
