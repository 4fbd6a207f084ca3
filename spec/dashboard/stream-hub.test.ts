import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { StreamHub, type StreamHubOptions } from '../../src/dashboard/stream-hub.js';
import { onCleanup } from '../helpers/cleanup.js';
import { entry } from '../parties/tracking-fixture.js';
import { fakeSource, worker } from './board-fixture.js';
import { SseReader } from './sse-reader.js';

async function hubWith(t: TestContext, options: StreamHubOptions = {}) {
  const root = await mkdtemp(join(tmpdir(), 'vibe-chain-dash-'));
  onCleanup(t, () => rm(root, { recursive: true, force: true }));
  const source = fakeSource(root);
  const hub = new StreamHub({ extrasMs: 60_000, ...options });
  await hub.attach(source);
  onCleanup(t, () => hub.close());
  const connect = (query = '') => {
    const controller = new AbortController();
    onCleanup(t, () => controller.abort());
    return {
      reader: new SseReader(hub.connect(new Request(`http://127.0.0.1/api/stream${query}`, { signal: controller.signal }))),
      abort: () => controller.abort(),
    };
  };
  return { source, hub, connect };
}

describe('the stream hub', () => {
  test('opens every stream with a snapshot, then sends one delta per tracking write that changed something', async (t) => {
    const { source, connect } = await hubWith(t);
    source.store.tasks.set('S-1', entry('S-1', 'submitted'));
    const { reader } = connect();
    const snapshot = await reader.next();
    assert.equal(snapshot.type, 'snapshot');
    assert.deepEqual(snapshot.type === 'snapshot' && snapshot.cards.map((card) => card.id), ['S-1']);
    source.events.emit('flushed');
    source.store.tasks.set('S-1', entry('S-1', 'picked_up'));
    source.store.workers = { anvil: worker('busy', 'S-1') };
    source.events.emit('flushed');
    const delta = await reader.next();
    assert.equal(delta.type, 'delta');
    assert.equal(delta.seq, snapshot.seq + 1);
    assert.deepEqual(delta.type === 'delta' && delta.cards?.map((card) => card.state), ['picked_up']);
    assert.deepEqual(delta.type === 'delta' && delta.workers, { anvil: { status: 'busy', current: 'S-1' } });
  });

  test('does no diffing while no page is open', async (t) => {
    const { source, connect } = await hubWith(t);
    const walks = source.store.walks;
    for (let i = 0; i < 50; i += 1) {
      source.store.tasks.set(`S-${i}`, entry(`S-${i}`, 'submitted'));
      source.events.emit('flushed');
    }
    assert.equal(source.store.walks, walks);
    const { reader } = connect();
    const snapshot = await reader.next();
    assert.equal(snapshot.type === 'snapshot' && snapshot.cards.length, 50);
  });

  test('gives a page that reconnects only the deltas it missed, and a snapshot when it comes from another daemon run', async (t) => {
    const { source, hub, connect } = await hubWith(t);
    const first = connect();
    const snapshot = await first.reader.next();
    first.abort();
    for (const id of ['S-1', 'S-2']) {
      source.store.tasks.set(id, entry(id, 'submitted'));
      source.events.emit('flushed');
    }
    const again = connect(`?since=${hub.boot}.${snapshot.seq}`);
    const missed = await again.reader.next();
    assert.equal(missed.type, 'delta');
    assert.equal(missed.seq, snapshot.seq + 1);
    assert.deepEqual(missed.type === 'delta' && missed.cards?.map((card) => card.id), ['S-1', 'S-2']);
    const other = connect(`?since=0000.${snapshot.seq}`);
    assert.equal((await other.reader.next()).type, 'snapshot');
    const current = connect(`?since=${hub.boot}.${missed.seq}`);
    assert.equal((await current.reader.next()).type, 'ping');
  });

  test('sends the same delta to many pages and keeps working after some leave', async (t) => {
    const { source, hub, connect } = await hubWith(t);
    const pages = Array.from({ length: 20 }, () => connect());
    for (const page of pages) assert.equal((await page.reader.next()).type, 'snapshot');
    assert.equal(hub.clientCount, 20);
    for (const page of pages.slice(0, 10)) page.abort();
    assert.equal(hub.clientCount, 10);
    source.store.tasks.set('S-1', entry('S-1', 'submitted'));
    source.events.emit('flushed');
    for (const page of pages.slice(10)) assert.deepEqual((await page.reader.next()).type, 'delta');
  });

  test('ends the stream of a page that stops reading, instead of holding its backlog', async (t) => {
    const { source, hub, connect } = await hubWith(t, { maxQueuedBytes: 4096 });
    const page = connect();
    for (let i = 0; i < 40; i += 1) {
      source.store.tasks.set(`S-${i}`, entry(`S-${i}`, 'submitted'));
      source.events.emit('flushed');
    }
    assert.equal(hub.clientCount, 0);
    let messages = 0;
    await assert.rejects(async () => {
      for (;;) {
        await page.reader.next(1000);
        messages += 1;
      }
    }, /the stream ended/);
    assert.ok(messages > 0 && messages < 41, `${messages} messages before the end`);
  });

  test('pings every page with the last sequence number and the daemon time', async (t) => {
    const { source, connect } = await hubWith(t, { heartbeatMs: 20 });
    const { reader } = connect();
    const snapshot = await reader.next();
    source.clock.advance(1234);
    const ping = await reader.next();
    assert.equal(ping.type, 'ping');
    assert.equal(ping.seq, snapshot.seq);
    assert.equal(ping.now, snapshot.now + 1234);
  });

  test('records each story transition for the story detail', async (t) => {
    const { source, hub } = await hubWith(t);
    source.events.emit('transition', { event: 'picked-up', agent: 'anvil', id: 'S-1', message: 'picked up', at: 5 });
    assert.deepEqual(
      hub.history.of('S-1').map((item) => item.event),
      ['picked-up'],
    );
    assert.deepEqual(hub.history.of('S-2'), []);
  });
});
