import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import type { TrackingFile } from '../../protocol/tracking.js';
import { ManualClock } from '../../src/clock.js';
import { ConfigHolder } from '../../src/daemon/config-holder.js';
import { startDaemon } from '../../src/daemon/daemon.js';
import { labRelayCheck } from '../../src/doctor/checks.js';
import { relayDelay } from '../../src/lab-link/relay-backoff.js';
import { classifyRelayMessage } from '../../src/lab-link/relay-event.js';
import { relayService } from '../../src/lab-link/relay-service.js';
import { readRelayState, writeRelayState } from '../../src/lab-link/relay-state.js';
import { RelaySubscription, type Timers } from '../../src/lab-link/relay-subscription.js';
import { onCleanup } from '../helpers/cleanup.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { captureLogger } from '../helpers/test-daemon.js';
import { answer, apiRequest, fixedContext, testApi } from '../http/api-fixture.js';
import { runForge, runForgeJson } from '../parties/run-forge.js';
import { type TestRelay, testRelay } from './relay-server.js';

const TOKEN = 'relay-tok-81c2-never-written';
const T0 = Date.parse('2026-04-01T12:00:00Z');

const entry = (id: string, status: string) => ({ project_id: 'shop', forge_task_id: id, lab_story_id: `LAB-${id}`, status, last_checked: null });

/** Timers that only record what was asked: the test fires them, so no test waits out a backoff. */
function manualTimers(): Timers & { asked: Array<{ run: () => void; ms: number; cleared: boolean }> } {
  const asked: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  return {
    asked,
    set: (run, ms) => asked.push({ run, ms, cleared: false }) - 1,
    clear: (handle) => void (asked[handle as number]!.cleared = true),
  };
}

async function projectWithStories(t: TestContext): Promise<{ root: string; stories: () => Promise<Record<string, Record<string, unknown>>> }> {
  const root = await tempProject(t);
  await mkdir(join(root, '.forge'), { recursive: true });
  await writeFile(join(root, '.forge', 'lab-stories.json'), `${JSON.stringify({ 'shop/A': entry('A', 'backlog'), 'shop/B': entry('B', 'in_progress') })}\n`);
  return { root, stories: async () => JSON.parse(await readFile(join(root, '.forge', 'lab-stories.json'), 'utf8')) as Record<string, Record<string, unknown>> };
}

function subscribe(t: TestContext, relay: TestRelay, root: string, random = 0.5) {
  const timers = manualTimers();
  const logger = captureLogger();
  const clock = new ManualClock(T0);
  const subscription = new RelaySubscription({
    url: `${relay.url}/subscribe?project=shop`,
    token: TOKEN,
    projectId: 'shop',
    projectRoot: root,
    clock,
    random: () => random,
    timers,
    logger,
    onChange: () => undefined,
  });
  onCleanup(t, () => subscription.close());
  subscription.start();
  return { subscription, timers, logger, clock };
}

/** A daemon running the relay service against a test relay, with the token, once it has subscribed. */
async function relayDaemon(t: TestContext) {
  const relay = await testRelay(t);
  const { root, stories } = await projectWithStories(t);
  await writeFile(join(root, '_vibe-chain', 'config.toml'), `[forge]\nproject_id = "shop"\n\n[lab]\nrelay_url = "${relay.url}/"\n`);
  const logger = captureLogger();
  const config = await ConfigHolder.load(root, { HOME: root }, logger);
  const daemon = startDaemon({
    projectRoot: root,
    config,
    clock: { now: () => Date.now() },
    logger,
    watch: false,
    lock: true,
    services: [relayService({ VIBE_LAB_FORGE_TOKEN: TOKEN }, { timers: manualTimers() })],
  });
  onCleanup(t, () => daemon.close());
  await daemon.ready;
  await waitFor('the subscription', () => relay.latest());
  return { relay, root, stories, daemon, logger };
}

const send = (relay: TestRelay, message: unknown) => relay.latest()!.socket.send(typeof message === 'string' ? message : JSON.stringify(message));

/** Sends a message and waits until the subscription has counted it and written what it makes. */
async function deliver(
  relay: TestRelay,
  subscription: RelaySubscription,
  message: unknown,
  counter: keyof RelaySubscription['state']['events'],
): Promise<void> {
  const before = subscription.state.events[counter];
  send(relay, message);
  await waitFor(`the ${counter} counted`, () => subscription.state.events[counter] > before);
  await subscription.settled();
}

async function allText(dir: string): Promise<string> {
  let text = '';
  for (const item of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (item.isFile()) text += await readFile(join(item.parentPath, item.name), 'utf8');
  return text;
}

describe('FORGE-6: the relay subscription', () => {
  test('it subscribes for the project, authenticates first, and each event type does what it should to lab-stories.json', async (t) => {
    const relay = await testRelay(t);
    const { root, stories } = await projectWithStories(t);
    const { subscription } = subscribe(t, relay, root);
    const connection = await waitFor('the auth message', () => relay.latest());
    assert.equal(connection.path, '/subscribe?project=shop');
    assert.deepEqual(connection.received, [{ auth: TOKEN }]);
    await waitFor('the state open', () => subscription.state.state === 'open');

    await deliver(
      relay,
      subscription,
      { type: 'story_transition', project_id: 'shop', story: 'LAB-A', forge_task_id: 'A', from: 'backlog', to: 'in_review' },
      'story_transition',
    );
    assert.deepEqual(await stories(), {
      'shop/A': { ...entry('A', 'in_review'), last_checked: '2026-04-01T12:00:00.000Z' },
      'shop/B': entry('B', 'in_progress'),
    });

    await deliver(
      relay,
      subscription,
      { type: 'agent_completed', project_id: 'shop', forge_task_id: 'B', agent: 'lab-dev', status: 'done' },
      'agent_completed',
    );
    assert.equal((await stories())['shop/B']!.status, 'done');

    const before = JSON.stringify(await stories());
    await deliver(relay, subscription, { type: 'queue_summary', project_id: 'shop', queued: 4, in_progress: 2 }, 'queue_summary');
    assert.deepEqual(subscription.state.queue, { queued: 4, in_progress: 2 });
    await deliver(relay, subscription, { type: 'heartbeat', project_id: 'shop' }, 'ignored');
    await deliver(relay, subscription, { type: 'agent_start', project_id: 'shop', forge_task_id: 'A', agent: 'lab-dev' }, 'ignored');
    // Routed by project_id, never by lab's story id: the same story id under another project is not ours.
    await deliver(relay, subscription, { type: 'story_transition', project_id: 'other', story: 'LAB-A', forge_task_id: 'A', to: 'done' }, 'story_transition');
    await deliver(relay, subscription, { type: 'story_transition', project_id: 'shop', forge_task_id: 'NOT-OURS', to: 'done' }, 'story_transition');
    assert.equal(JSON.stringify(await stories()), before);
    assert.deepEqual(subscription.state.events, { story_transition: 3, agent_completed: 1, queue_summary: 1, ignored: 2, skipped: 0 });
  });

  test('in a burst the latest event of each story wins, and an event of another project for the same task id changes nothing', async (t) => {
    const relay = await testRelay(t);
    const { root, stories } = await projectWithStories(t);
    const { subscription } = subscribe(t, relay, root);
    await waitFor('the auth message', () => relay.latest());
    for (let i = 0; i < 50; i++) {
      send(relay, { type: 'story_transition', project_id: 'shop', forge_task_id: 'A', to: `step-${i}` });
      send(relay, { type: 'story_transition', project_id: 'other', forge_task_id: 'A', to: `theirs-${i}` });
    }
    send(relay, { type: 'agent_completed', project_id: 'shop', forge_task_id: 'B', status: 'done' });
    await waitFor('every event counted', () => subscription.state.events.story_transition === 100 && subscription.state.events.agent_completed === 1);
    await subscription.settled();
    const after = await stories();
    assert.deepEqual([after['shop/A']!.status, after['shop/B']!.status], ['step-49', 'done']);
  });

  test('malformed and unknown messages are counted and skipped, and the subscription goes on', async (t) => {
    const relay = await testRelay(t);
    const { root, stories } = await projectWithStories(t);
    const { subscription } = subscribe(t, relay, root);
    await waitFor('the auth message', () => relay.latest());
    const before = JSON.stringify(await stories());
    for (const garbage of [
      'not json at all',
      '[1,2,3]',
      '"a string"',
      '{"type":"story_transition","project_id":"shop"}',
      '{"type":"mystery","project_id":"shop"}',
      '{"project_id":"shop"}',
      '\u0000\u0001',
    ])
      await deliver(relay, subscription, garbage, 'skipped');
    assert.equal(subscription.state.events.skipped, 7);
    assert.equal(JSON.stringify(await stories()), before);
    assert.equal(subscription.state.state, 'open');
    await deliver(relay, subscription, { type: 'story_transition', project_id: 'shop', forge_task_id: 'A', to: 'merged' }, 'story_transition');
    assert.equal((await stories())['shop/A']!.status, 'merged');
  });

  test('a dropped connection is reconnected after a doubling, jittered delay, and events flow again', async (t) => {
    assert.deepEqual([relayDelay(0, 0), relayDelay(0, 0.999), relayDelay(1, 0), relayDelay(3, 1), relayDelay(20, 0)], [500, 1000, 1000, 8000, 30_000]);
    const relay = await testRelay(t);
    const { root, stories } = await projectWithStories(t);
    const { subscription, timers, logger } = subscribe(t, relay, root, 0.5);
    await waitFor('the first connection', () => relay.latest());
    relay.latest()!.socket.terminate();
    await waitFor('a reconnection planned', () => timers.asked.length === 1);
    assert.equal(subscription.state.state, 'waiting');
    assert.equal(timers.asked[0]!.ms, 750);
    timers.asked[0]!.run();
    await waitFor('the second connection', () => relay.connections.length === 2 && relay.latest());
    relay.latest()!.socket.terminate();
    await waitFor('a second reconnection planned', () => timers.asked.length === 2);
    assert.equal(timers.asked[1]!.ms, 1500, 'doubled: no event came on the second connection');
    timers.asked[1]!.run();
    await waitFor('the third connection', () => relay.connections.length === 3 && relay.latest());
    assert.deepEqual(relay.latest()!.received, [{ auth: TOKEN }]);
    await deliver(relay, subscription, { type: 'story_transition', project_id: 'shop', forge_task_id: 'A', to: 'in_progress' }, 'story_transition');
    assert.equal((await stories())['shop/A']!.status, 'in_progress');
    relay.latest()!.socket.terminate();
    await waitFor('a third reconnection planned', () => timers.asked.length === 3);
    assert.equal(timers.asked[2]!.ms, 750, 'a connection that carried events starts the backoff over');
    assert.equal(subscription.state.reconnects, 3);
    assert.equal(logger.lines.filter((line) => line.startsWith('WARN')).length, 2, logger.lines.join('\n'));
  });

  for (const [how, refuse] of [
    ['with a message', async (relay: TestRelay) => send(relay, { type: 'auth_failed', message: 'unknown token' })],
    ['by closing with 4401', async (relay: TestRelay) => relay.latest()!.socket.close(4401, 'unauthorized')],
  ] as const) {
    test(`a refused token (${how}) stops the subscription for good: no retry, and the state says so`, async (t) => {
      const relay = await testRelay(t);
      const { root, stories } = await projectWithStories(t);
      const { subscription, timers, logger } = subscribe(t, relay, root);
      await waitFor('the auth message', () => relay.latest());
      const before = JSON.stringify(await stories());
      await refuse(relay);
      await waitFor('the refusal', () => subscription.state.state === 'refused');
      assert.match(subscription.state.reason!, /refused VIBE_LAB_FORGE_TOKEN/);
      assert.deepEqual(timers.asked, [], 'no reconnection is planned');
      assert.equal(relay.connections.length, 1);
      assert.equal(logger.lines.filter((line) => /subscription is stopped \(no retries\)/.test(line)).length, 1);
      assert.equal(JSON.stringify(await stories()), before);
    });
  }

  test('a relay that refuses the upgrade with 401 is a refusal too', async (t) => {
    const relay = await testRelay(t, { refuseHttp: 401 });
    const { root } = await projectWithStories(t);
    const { subscription, timers } = subscribe(t, relay, root);
    await waitFor('the refusal', () => subscription.state.state === 'refused');
    assert.deepEqual(timers.asked, []);
  });

  test('messages are classified without ever throwing', () => {
    assert.deepEqual(classifyRelayMessage('{"type":"heartbeat"}'), { kind: 'ignored', type: 'heartbeat' });
    assert.equal(classifyRelayMessage('{"type":"unauthorized"}').kind, 'auth_refused');
    assert.equal(classifyRelayMessage('{"auth":"ok"}').kind, 'auth_ok');
    assert.equal(classifyRelayMessage('{"type":"agent_completed","project_id":"p"}').kind, 'skipped');
    assert.equal(classifyRelayMessage('null').kind, 'skipped');
  });

  test('inside the daemon: the relay keeps lab-stories.json and .forge/lab-relay.json current, and the token is written nowhere', async (t) => {
    const { relay, root, stories, daemon, logger } = await relayDaemon(t);
    assert.equal(relay.latest()!.path, '/subscribe?project=shop');
    send(relay, { type: 'story_transition', project_id: 'shop', forge_task_id: 'A', to: 'in_review' });
    send(relay, { type: 'queue_summary', project_id: 'shop', queued: 1 });
    await waitFor('lab-stories.json updated', async () => (await stories())['shop/A']!.status === 'in_review');
    const state = await waitFor('the relay state written', async () => {
      const read = await readRelayState(root);
      return read?.events.queue_summary === 1 ? read : null;
    });
    assert.deepEqual([state.state, state.url, state.queue], ['open', `${relay.url}/subscribe`, { queued: 1 }]);
    await daemon.close();
    assert.equal((await readRelayState(root))!.state, 'off');
    assert.ok(!(await allText(root)).includes(TOKEN), 'the token is in a file');
    assert.ok(!logger.lines.join('\n').includes(TOKEN), 'the token is in a log line');
  });

  test('without VIBE_LAB_FORGE_TOKEN nothing connects and the state says why', async (t) => {
    const relay = await testRelay(t);
    const { root } = await projectWithStories(t);
    await writeFile(join(root, '_vibe-chain', 'config.toml'), `[lab]\nrelay_url = "${relay.url}"\n`);
    const logger = captureLogger();
    const config = await ConfigHolder.load(root, { HOME: root }, logger);
    const daemon = startDaemon({ projectRoot: root, config, clock: { now: () => Date.now() }, logger, watch: false, lock: true, services: [relayService({})] });
    onCleanup(t, () => daemon.close());
    await daemon.ready;
    const state = await waitFor('the state written', () => readRelayState(root));
    assert.equal(state.state, 'off');
    assert.match(state.reason!, /VIBE_LAB_FORGE_TOKEN is not set/);
    assert.equal(relay.connections.length, 0);
  });
});

describe('what the relay learned, as people see it', () => {
  test('forge story status --local prints the entry the relay updated and the relay state; forge doctor fails on a refused token', async (t) => {
    const { relay, root } = await relayDaemon(t);
    send(relay, { type: 'story_transition', project_id: 'shop', forge_task_id: 'A', to: 'in_review' });
    await waitFor('the relay state written', async () => (await readRelayState(root))?.events.story_transition === 1);
    await waitFor(
      'lab-stories.json updated',
      async () =>
        (JSON.parse(await readFile(join(root, '.forge', 'lab-stories.json'), 'utf8')) as Record<string, { status: string }>)['shop/A']!.status === 'in_review',
    );

    const shown = await runForgeJson(root, ['story', 'status', '--task-id', 'A', '--local']);
    assert.equal(shown.code, 0, shown.stderr);
    assert.equal((shown.json.record as { status: string }).status, 'in_review');
    assert.equal(shown.json.status, null);
    assert.equal((shown.json.relay as { state: string }).state, 'open');
    const text = await runForge(root, ['story', 'status', '--task-id', 'A']);
    assert.match(text.stdout, /recorded: in_review \(last checked .+\)\nrelay: open/);
    assert.equal((await runForge(root, ['story', 'status', '--task-id', 'NOPE-1'])).code, 1);

    send(relay, { type: 'auth_failed', message: 'token revoked' });
    await waitFor('the refusal written', async () => (await readRelayState(root))?.state === 'refused');
    const doctor = await runForgeJson(root, ['doctor'], { env: { VIBE_LAB_FORGE_TOKEN: 'whatever' } });
    const check = (doctor.json.checks as Array<{ check: string; status: string; message: string }>).find((item) => item.check === 'lab relay')!;
    assert.deepEqual([check.status, doctor.code], ['FAIL', 1]);
    assert.match(check.message, /refused VIBE_LAB_FORGE_TOKEN: token revoked/);
    assert.match(
      (await runForge(root, ['story', 'status', '--task-id', 'A'])).stdout,
      /relay: refused \(the relay refused VIBE_LAB_FORGE_TOKEN: token revoked\)/,
    );
  });

  test('the doctor check says what is missing before a daemon runs', () => {
    assert.equal(labRelayCheck(undefined, null, false).status, 'OK');
    assert.equal(labRelayCheck('wss://relay', null, false).status, 'WARN');
    assert.equal(labRelayCheck('wss://relay', null, true).status, 'OK');
    assert.equal(labRelayCheck('wss://relay', { state: 'waiting', reason: 'ECONNREFUSED' }, true).status, 'WARN');
  });
});

describe('GET /api/lab', () => {
  test("answers the relay's state and this project's stories, most recently heard of first, for the dashboard", async (t) => {
    const { root } = await projectWithStories(t);
    const ctx = fixedContext(
      { ipc_protocol: 'ipc-v1', updated_at: null, tasks: {}, workers: {}, rejected: {} } as unknown as TrackingFile,
      DEFAULT_CONFIG,
      root,
    );
    const api = testApi({ ...ctx, projectId: () => 'shop' });
    await writeFile(
      join(root, '.forge', 'lab-stories.json'),
      `${JSON.stringify({ 'shop/A': { ...entry('A', 'backlog'), last_checked: '2026-04-01T12:00:00.000Z' }, 'shop/B': { ...entry('B', 'done'), last_checked: '2026-04-01T13:00:00.000Z' }, 'other/C': { ...entry('C', 'backlog'), project_id: 'other' } })}\n`,
    );
    const before = await answer(api, apiRequest('/api/lab'));
    assert.equal(before.status, 200);
    assert.deepEqual(before.body, {
      ok: true,
      project_id: 'shop',
      relay: null,
      stories: [
        { ...entry('B', 'done'), last_checked: '2026-04-01T13:00:00.000Z' },
        { ...entry('A', 'backlog'), last_checked: '2026-04-01T12:00:00.000Z' },
      ],
      total: 2,
      truncated: false,
    });
    await writeRelayState(root, {
      state: 'waiting',
      url: 'wss://relay/subscribe',
      reason: 'ECONNREFUSED',
      since: '2026-04-01T13:00:00.000Z',
      connected_at: null,
      last_event_at: null,
      next_attempt_at: '2026-04-01T13:00:01.000Z',
      reconnects: 1,
      events: { story_transition: 0, agent_completed: 0, queue_summary: 0, ignored: 0, skipped: 0 },
      queue: null,
    });
    assert.equal(((await answer(api, apiRequest('/api/lab'))).body as { relay: { state: string } }).relay.state, 'waiting');
  });
});
