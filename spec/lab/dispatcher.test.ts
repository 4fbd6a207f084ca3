import assert from 'node:assert/strict';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { httpDaemonApi } from '../../src/lab-reference/daemon-api.js';
import { createDispatcher, type DispatchResult } from '../../src/lab-reference/dispatcher.js';
import { reviewRoute } from '../../src/lab-reference/review-route.js';
import { readTask } from '../../src/parties/read-task.js';
import { onCleanup } from '../helpers/cleanup.js';
import { inboxPath } from '../helpers/temp-project.js';
import { startTestDaemon } from '../helpers/test-daemon.js';
import { type LabProject, labProject, pipelineOf, readJsonLines } from './lab-fixture.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A stand-in for the daemon's HTTP API that answers as told and counts what it was asked. */
async function fakeDaemon(t: TestContext, handler: Handler): Promise<{ url: string; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(
    t,
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths };
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

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
  return createDispatcher({
    projectRoot: project.root,
    config,
    env: { VIBE_LAB_FORGE_TOKEN: 'never-passed-on' },
    api: httpDaemonApi(url, config.lab.dispatch_timeout),
    warn: (m) => warnings.push(m),
    now: () => new Date().toISOString(),
  });
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
    for (const id of ['FREE-1', 'FREE-2'])
      assert.deepEqual(await dispatcher.dispatch(story(project, id)), {
        mode: 'inbox',
        story_id: id,
        agent: 'anvil',
        file: `_vibe-chain-output/worker-inbox/anvil/${id}.md`,
      });
    assert.match(await readFile(inboxPath(project.root, 'anvil', 'FREE-2.md'), 'utf8'), /^story_id: FREE-2$/m);
    assert.deepEqual(daemon.paths, ['/api/handshake', '/api/workers/available?task_type=frontend', '/api/workers/available?task_type=frontend']);
    assert.deepEqual(
      (await pipelineOf(project.root)).map((r) => r.event),
      ['dispatched', 'dispatched'],
    );
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
    assert.ok(
      runs.every((run) => run.token === null),
      'the token never reaches a degraded run',
    );
    const spawns = (await pipelineOf(project.root)).filter((r) => r.event === 'degraded-spawn');
    assert.deepEqual(
      spawns.map((r) => [r.story_id, r.agent]),
      [
        ['BUSY-1', 'anvil'],
        ['NONE-1', 'furnace'],
      ],
    );
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

describe('routing acts on has_db_migration and has_api_changes', () => {
  test('the reference route: small stories take the fast lane unless a flag forbids it, and flagged reviews cannot be skipped', () => {
    assert.deepEqual(reviewRoute({ task_type: 'backend', estimated_scope: 'small' }), { fast_lane: true, reviews: [], forced: [] });
    assert.deepEqual(reviewRoute({ task_type: 'backend' }).reviews, ['code_review'], 'no scope is medium');
    assert.deepEqual(reviewRoute({ task_type: 'frontend', estimated_scope: 'large' }).reviews, ['code_review', 'arch_review', 'ux_review']);
    assert.deepEqual(reviewRoute({ task_type: 'backend', estimated_scope: 'small', has_db_migration: true }), {
      fast_lane: false,
      reviews: ['code_review', 'arch_review'],
      forced: ['has_db_migration: no fast lane, full architecture review'],
    });
    assert.deepEqual(reviewRoute({ task_type: 'backend', estimated_scope: 'small', has_api_changes: true }), {
      fast_lane: false,
      reviews: ['code_review'],
      forced: ['has_api_changes: code review'],
    });
    assert.deepEqual(reviewRoute({ task_type: 'backend', skip_reviews: ['code_review'], has_api_changes: true }).reviews, ['code_review']);
    assert.deepEqual(reviewRoute({ task_type: 'backend', estimated_scope: 'large', skip_reviews: ['arch_review'], has_db_migration: true }).reviews, [
      'code_review',
      'arch_review',
    ]);
    assert.deepEqual(reviewRoute({ task_type: 'backend', estimated_scope: 'large', skip_reviews: ['arch_review'] }).reviews, ['code_review']);
  });

  test('has_db_migration: no fast lane, a full architecture review follows, and the Heimdall context says has_db_migration', async (t) => {
    const project = await labProject(t);
    const daemon = await fakeDaemon(t, daemonSaying({ available: true, agent: 'furnace', idle_since: '2026-04-01T12:00:00Z', current_task: null }));
    const dispatcher = await dispatcherFor(project, daemon.url);
    await dispatcher.dispatch({ ...story(project, 'DB-1', 'backend'), estimated_scope: 'small', has_db_migration: true });
    const task = await readTask(project.root, 'furnace', 'DB-1', 1_000_000);
    assert.ok(task?.ok);
    assert.deepEqual(
      [task.frontMatter.has_db_migration, task.frontMatter.fast_lane, task.frontMatter.review_chain],
      [true, false, ['code_review', 'arch_review']],
    );
    const [dispatched] = await pipelineOf(project.root);
    assert.deepEqual([dispatched!.fast_lane, dispatched!.reviews], [false, ['code_review', 'arch_review']]);
    await startTestDaemon(t, project.root, { watch: false });
    const context = JSON.parse(await readFile(inboxPath(project.root, 'furnace', 'DB-1.context.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(context.has_db_migration, true);
  });

  test('has_api_changes: a small story gets a code review instead of the fast lane', async (t) => {
    const project = await labProject(t);
    const daemon = await fakeDaemon(t, daemonSaying({ available: true, agent: 'furnace', idle_since: '2026-04-01T12:00:00Z', current_task: null }));
    const dispatcher = await dispatcherFor(project, daemon.url);
    await dispatcher.dispatch({ ...story(project, 'API-1', 'backend'), estimated_scope: 'small', has_api_changes: true });
    await dispatcher.dispatch({ ...story(project, 'PLAIN-1', 'backend'), estimated_scope: 'small' });
    const flagged = await readTask(project.root, 'furnace', 'API-1', 1_000_000);
    const plain = await readTask(project.root, 'furnace', 'PLAIN-1', 1_000_000);
    assert.ok(flagged?.ok && plain?.ok);
    assert.deepEqual([flagged.frontMatter.fast_lane, flagged.frontMatter.review_chain, flagged.frontMatter.has_api_changes], [false, ['code_review'], true]);
    assert.deepEqual([plain.frontMatter.fast_lane, plain.frontMatter.review_chain], [true, []]);
  });
});

describe('the dispatcher says when it cannot run a story, and can wait instead', () => {
  const busyAnswer = { available: false, agent: 'anvil', idle_since: null, current_task: 'OTHER-1', estimated_free: null };

  test('a --type a typo away from a roster type is refused naming the type it meant, before anything is asked or run', async (t) => {
    const project = await labProject(t);
    const daemon = await fakeDaemon(t, daemonSaying(busyAnswer));
    await assert.rejects((await dispatcherFor(project, daemon.url)).dispatch(story(project, 'TYPO-1', 'frontent')), {
      code: 'usage',
      message: /--type frontent: no roster worker takes it \(did you mean frontend\?\)/,
    });
    assert.deepEqual(daemon.paths, []);
    assert.equal((await readJsonLines(project.recordFile)).length, 0);
  });

  test('a degraded client that is not on PATH is said before anything runs: no log line with exit 127, no error handoff', async (t) => {
    const project = await labProject(t);
    // The default degraded command, claude -p, on a PATH without claude.
    await writeFile(
      join(project.root, '_vibe-chain', 'config.toml'),
      (await readFile(join(project.root, '_vibe-chain', 'config.toml'), 'utf8')).replace(/^degraded_command = .*$/m, ''),
    );
    const daemon = await fakeDaemon(t, daemonSaying(busyAnswer));
    const { config } = await loadConfig(project.root, { HOME: project.root });
    const dispatcher = createDispatcher({
      projectRoot: project.root,
      config,
      env: { PATH: join(project.root, 'empty-bin') },
      api: httpDaemonApi(daemon.url, config.lab.dispatch_timeout),
      warn: () => undefined,
      now: () => new Date().toISOString(),
    });
    await assert.rejects(dispatcher.dispatch(story(project, 'NOCLI-1')), {
      code: 'unavailable',
      message: /the degraded run of NOCLI-1 cannot start: claude \(from \[lab\] degraded_command\) is not found on PATH; .*when_busy = "queue"/,
    });
    assert.deepEqual(await readdir(join(project.root, '_vibe-chain-output', 'handoffs')), []);
    assert.deepEqual(
      (await pipelineOf(project.root)).map((r) => r.event),
      [],
    );
  });

  test("the default degraded command runs the worker's own Claude Code when its [workers.NAME] command names one by path, with its env", async (t) => {
    const project = await labProject(t);
    const bin = join(project.root, 'tools');
    await mkdir(bin, { recursive: true });
    // A stand-in for the worker's claude: drops -p and hands the prompt to the recorder.
    const claude = join(bin, 'claude');
    await writeFile(
      claude,
      `#!/bin/sh\n[ "$1" = -p ] && shift\n[ "$WORKER_KEY" = from-worker-env ] || exit 3\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(join(project.root, 'recorder.mjs'))} ${JSON.stringify(project.recordFile)} "$@"\n`,
    );
    await chmod(claude, 0o755);
    const configFile = join(project.root, '_vibe-chain', 'config.toml');
    const text = (await readFile(configFile, 'utf8')).replace(/^degraded_command = .*$/m, '');
    await writeFile(
      configFile,
      // The stand-in is no Claude Code: its sandbox is degraded-guard.test.ts's subject, not this test's.
      `${text}\n[heimdall]\nsandbox = "off"\n[workers.anvil]\ntask_types = ["frontend"]\ncommand = [${JSON.stringify(claude)}, "--dangerously-skip-permissions"]\nenv = { WORKER_KEY = "from-worker-env" }\n`,
    );
    const daemon = await fakeDaemon(t, daemonSaying(busyAnswer));
    const result = await (await dispatcherFor(project, daemon.url)).dispatch(story(project, 'OWN-1'));
    assert.equal(result.mode, 'degraded');
    if (result.mode === 'degraded') assert.equal(result.run.command, `${claude} -p`);
    await degradedEnd(result);
    assert.equal((await readJsonLines(project.recordFile)).length, 1);
  });

  test('when_busy = "queue" puts the story in the busy worker\'s inbox to wait, and a daemon that does not answer queues it too', async (t) => {
    const project = await labProject(t, 'when_busy = "queue"\ndispatch_timeout = "300ms"\n');
    const busy = await fakeDaemon(t, daemonSaying(busyAnswer));
    const result = await (await dispatcherFor(project, busy.url)).dispatch(story(project, 'Q-1'));
    assert.deepEqual(result, {
      mode: 'inbox',
      story_id: 'Q-1',
      agent: 'anvil',
      file: '_vibe-chain-output/worker-inbox/anvil/Q-1.md',
      queued: 'anvil is busy with OTHER-1',
    });
    const silent = await fakeDaemon(t, () => undefined);
    const second = await (await dispatcherFor(project, silent.url)).dispatch(story(project, 'Q-2', 'backend'));
    assert.equal(second.mode, 'inbox');
    assert.equal(second.agent, 'furnace');
    assert.equal((await readJsonLines(project.recordFile)).length, 0, 'nothing ran degraded');
    const dispatched = (await pipelineOf(project.root)).filter((r) => r.event === 'dispatched');
    assert.deepEqual(
      dispatched.map((r) => r.queued),
      ['anvil is busy with OTHER-1', dispatched[1]!.queued],
    );
    assert.match(String(dispatched[1]!.queued), /daemon unavailable/);
    const degradedAnyway = await (await dispatcherFor(project, busy.url)).dispatch({ ...story(project, 'Q-3'), when_busy: 'degraded' });
    await degradedEnd(degradedAnyway);
  });
});
