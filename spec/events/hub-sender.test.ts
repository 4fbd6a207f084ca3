import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BoundedQueue } from '../../src/events/bounded-queue.js';
import type { ForgeEvent } from '../../src/events/forge-event.js';
import { HubSender } from '../../src/events/hub-sender.js';
import { waitFor } from '../helpers/temp-project.js';
import { freePort } from '../lab/lab-fixture.js';
import { testHub } from './hub-server.js';

const event = (n: number): ForgeEvent => ({
  source: 'forge',
  type: 'forge-task-started',
  agent: 'anvil',
  task_id: `T-${n}`,
  session_id: 's',
  timestamp: '2026-04-01T12:00:00.000Z',
  metadata: {},
});

function sender(url: string, options: { queueLimit?: number; timeoutMs?: number } = {}) {
  const warnings: string[] = [];
  const infos: string[] = [];
  const hub = new HubSender({
    url: `${url}/api/projects/demo/events`,
    token: 'tok-sender-secret',
    timeoutMs: options.timeoutMs ?? 500,
    queueLimit: options.queueLimit ?? 100,
    warn: (m) => warnings.push(m),
    info: (m) => infos.push(m),
    backoff: { initialMs: 20, maxMs: 100 },
  });
  return { hub, warnings, infos };
}

describe('the hub sender', () => {
  test('events reach the hub in order with the bearer token', async (t) => {
    const hub = await testHub(t);
    const { hub: out } = sender(hub.url);
    for (let n = 0; n < 5; n++) out.enqueue(event(n));
    await waitFor('five events at the hub', () => hub.requests.length === 5);
    assert.deepEqual(
      hub.requests.map((r) => r.body.task_id),
      ['T-0', 'T-1', 'T-2', 'T-3', 'T-4'],
    );
    assert.ok(hub.requests.every((r) => r.authorization === 'Bearer tok-sender-secret' && r.path === '/api/projects/demo/events'));
    await out.close(500);
  });

  test('with the hub down, enqueue never waits, the oldest events are dropped with a counted warning, and the rest go once it is back', async (t) => {
    const hub = await testHub(t, 'unavailable');
    const { hub: out, warnings, infos } = sender(hub.url, { queueLimit: 10 });
    for (let n = 0; n < 50; n++) assert.equal(out.enqueue(event(n)), undefined);
    assert.equal(out.dropped, 40);
    assert.equal(out.queued, 10);
    await waitFor('the outage reported', () => warnings.some((w) => /cannot reach http:\/\/127\.0\.0\.1:\d+ \(HTTP 503\)/.test(w)));
    assert.equal(warnings.filter((w) => /dropped the oldest/.test(w)).length, 2, 'warned at the 1st and 10th drop, not per event');
    assert.match(warnings.find((w) => /dropped the oldest/.test(w) && /10 dropped/.test(w)) ?? '', /queue full \(10 events\)/);
    hub.setMode('ok');
    await waitFor('the queued ten delivered', () => hub.requests.length === 10);
    assert.deepEqual(
      hub.requests.map((r) => r.body.task_id),
      Array.from({ length: 10 }, (_, i) => `T-${40 + i}`),
    );
    assert.ok(infos.some((m) => /reachable again/.test(m)));
    await out.close(500);
  });

  test('a hub that accepts and never answers is given up on after the timeout, and delivery goes on when it answers again', async (t) => {
    const hub = await testHub(t, 'hang');
    const { hub: out, warnings } = sender(hub.url, { timeoutMs: 150 });
    out.enqueue(event(1));
    await waitFor('the timeout reported', () => warnings.some((w) => /no answer within 150 ms/.test(w)));
    hub.setMode('ok');
    out.enqueue(event(2));
    await waitFor('both delivered', () => hub.requests.length >= 2);
    await out.close(500);
  });

  test('a refused event (401) is dropped with one warning that names no token', async (t) => {
    const hub = await testHub(t, 'unauthorized');
    const { hub: out, warnings } = sender(hub.url);
    out.enqueue(event(1));
    out.enqueue(event(2));
    await waitFor('both answered', () => out.rejected === 2);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /HTTP 401 \(check VIBE_LAB_FORGE_TOKEN\)/);
    assert.ok(!warnings.join('\n').includes('tok-sender-secret'));
    await out.close(500);
  });

  test('close gives queued events a bounded last chance and says how many were not delivered', async () => {
    const { hub: out, warnings } = sender(`http://127.0.0.1:${await freePort()}`, { timeoutMs: 100 });
    for (let n = 0; n < 3; n++) out.enqueue(event(n));
    await out.close(200);
    assert.ok(
      warnings.some((w) => /3 event\(s\) not delivered/.test(w)),
      warnings.join('\n'),
    );
  });
});

describe('the bounded queue', () => {
  test('keeps the newest items up to its limit and counts what it dropped', () => {
    const queue = new BoundedQueue<number>(3);
    const evicted = [1, 2, 3, 4, 5].map((n) => queue.push(n));
    assert.deepEqual(evicted, [undefined, undefined, undefined, 1, 2]);
    assert.equal(queue.dropped, 2);
    assert.deepEqual([queue.shift(), queue.shift(), queue.shift(), queue.shift()], [3, 4, 5, undefined]);
  });

  test('stays correct across its internal compaction', () => {
    const queue = new BoundedQueue<number>(5000);
    for (let n = 0; n < 3000; n++) queue.push(n);
    for (let n = 0; n < 2000; n++) assert.equal(queue.shift(), n);
    for (let n = 3000; n < 4000; n++) queue.push(n);
    assert.equal(queue.size, 2000);
    assert.equal(queue.peek(), 2000);
  });
});
