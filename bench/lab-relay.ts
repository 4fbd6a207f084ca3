import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type WebSocket, WebSocketServer } from 'ws';
import { updateLabStories } from '../src/lab-link/lab-stories.js';
import { RelaySubscription } from '../src/lab-link/relay-subscription.js';
import { report, summarize } from './lib/stats.js';

/**
 * A burst of relay events (lab moving many stories at once): the time from the first event sent
 * by a real relay on 127.0.0.1 until `.forge/lab-stories.json` holds the last one, next to the
 * same events applied one read-and-write each (what recording every event on its own costs),
 * measured in the same run on the same disk.
 */
export async function run(stories = 200, events = 1000, repeats = 5): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'vibe-chain-relay-'));
  mkdirSync(join(root, '.forge'));
  const reset = () => {
    const file: Record<string, unknown> = {};
    for (let i = 0; i < stories; i++)
      file[`shop/T-${i}`] = { project_id: 'shop', forge_task_id: `T-${i}`, lab_story_id: `L-${i}`, status: 'backlog', last_checked: null };
    writeFileSync(join(root, '.forge', 'lab-stories.json'), JSON.stringify(file));
  };
  const event = (i: number) => ({ type: 'story_transition', project_id: 'shop', forge_task_id: `T-${i % stories}`, to: `s-${i}` });
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  try {
    const burst: number[] = [];
    const oneByOne: number[] = [];
    for (let repeat = 0; repeat < repeats; repeat++) {
      reset();
      const start = performance.now();
      for (let i = 0; i < events; i++)
        await updateLabStories(root, { [`shop/${event(i).forge_task_id}`]: { status: event(i).to, last_checked: new Date().toISOString() } });
      oneByOne.push(performance.now() - start);

      reset();
      const connected = new Promise<WebSocket>((resolve) => server.once('connection', (socket) => socket.once('message', () => resolve(socket))));
      const subscription = new RelaySubscription({
        url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/subscribe?project=shop`,
        token: 'bench',
        projectId: 'shop',
        projectRoot: root,
        clock: { now: () => Date.now() },
        random: Math.random,
        timers: { set: (go, ms) => setTimeout(go, ms), clear: (handle) => clearTimeout(handle as NodeJS.Timeout) },
        logger: { info: () => undefined, warn: (message) => console.error(message) },
        onChange: () => undefined,
      });
      subscription.start();
      const socket = await connected;
      const sent = performance.now();
      for (let i = 0; i < events; i++) socket.send(JSON.stringify(event(i)));
      while (subscription.state.events.story_transition < events) await new Promise((resolve) => setImmediate(resolve));
      await subscription.settled();
      burst.push(performance.now() - sent);
      await subscription.close();
    }
    report(
      `relay burst, ${events} story events over ${stories} stories, until written`,
      summarize(burst),
      summarize(oneByOne),
      'one read-and-write per event',
      'well under one write per event',
    );
  } finally {
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
