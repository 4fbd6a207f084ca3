import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { systemClock } from '../src/clock.js';
import { ConfigHolder } from '../src/daemon/config-holder.js';
import { startDaemon } from '../src/daemon/daemon.js';
import { silentLogger } from '../src/daemon/logger.js';
import { eventStreamService } from '../src/events/event-stream.js';
import { freePort } from '../src/net/free-port.js';
import { benchProject, handoffText, produce, seedTasks } from './lib/bench-project.js';
import { report, summarize, type Summary } from './lib/stats.js';
import { writeFileSync } from 'node:fs';

type Mode = 'no hub' | 'hub up' | 'hub down' | 'hub hanging';

/**
 * The event stream must never slow the daemon. Reaction latency (pr-handoff renamed into place ->
 * completed_at in the daemon's store) with the event stream service running and: no hub (the
 * baseline: events.jsonl only), a hub that answers, a hub that is down (connection refused), and a
 * hub that accepts and never answers (each POST held for the whole events_timeout). Modes take
 * turns in rounds so drift in machine load falls on all of them alike.
 */
export async function run(storiesPerRound = 100, rounds = 3): Promise<void> {
  const hubs = await startHubs();
  const samples: Record<Mode, number[]> = { 'no hub': [], 'hub up': [], 'hub down': [], 'hub hanging': [] };
  const roundMedians: Record<Mode, number[]> = { 'no hub': [], 'hub up': [], 'hub down': [], 'hub hanging': [] };
  try {
    for (let round = 0; round < rounds; round++) {
      for (const mode of Object.keys(samples) as Mode[]) {
        const latencies = await measure(mode, hubs.urls[mode], storiesPerRound, round);
        samples[mode].push(...latencies);
        roundMedians[mode].push(summarize(latencies).median);
      }
    }
  } finally {
    await hubs.close();
  }
  const baseline = summarize(samples['no hub']);
  for (const mode of ['hub up', 'hub down', 'hub hanging'] as const) {
    const measured = summarize(samples[mode]);
    report(`event stream, ${mode}: handoff -> completed_at`, measured, baseline, 'no hub', 'within 10% of no hub');
    // Each round's ratio compares runs made minutes apart at most, so drift in machine load cancels.
    const paired = summarize(roundMedians[mode].map((median, round) => median / roundMedians['no hub'][round]!));
    console.log(`  p99 ratio ${(measured.p99 / baseline.p99).toFixed(2)}x; per-round median ratios: median ${paired.median.toFixed(2)}x, max ${paired.max.toFixed(2)}x over ${rounds} rounds`);
  }
  printFloor(baseline);
}

async function measure(mode: Mode, hubUrl: string | null, stories: number, round: number): Promise<number[]> {
  const config = hubUrl === null ? '' : `[lab]\nhub_url = "${hubUrl}"\nevents_timeout = "1s"\n`;
  const project = benchProject(config);
  const { root } = project;
  const prefix = `E${round}`;
  seedTasks(root, 'anvil', prefix, stories);
  for (let i = 0; i < stories; i++) writeFileSync(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil', `${prefix}-${i}.picked-up`), 'agent: anvil\n');
  const holder = await ConfigHolder.load(root, { HOME: root }, silentLogger);
  const daemon = startDaemon({ projectRoot: root, config: holder, clock: systemClock, logger: silentLogger, watch: true, lock: true, services: [eventStreamService({ VIBE_LAB_FORGE_TOKEN: 'bench-token' })] });
  await daemon.ready;
  const latencies: number[] = [];
  for (let i = 0; i < stories; i++) {
    const id = `${prefix}-${i}`;
    latencies.push(
      await new Promise<number>((resolve) => {
        const start = performance.now();
        const check = () => {
          if (daemon.store.get(id)?.completed_at == null) return;
          daemon.events.off('flushed', check);
          resolve(performance.now() - start);
        };
        daemon.events.on('flushed', check);
        produce(join(root, '_vibe-chain-output', 'handoffs', `${id}-pr-handoff.md`), handoffText(id, 'anvil'));
      }),
    );
  }
  await daemon.close();
  project.remove();
  return latencies;
}

async function startHubs(): Promise<{ urls: Record<Mode, string | null>; close: () => Promise<void> }> {
  const up = createServer((request, response) => request.resume().on('end', () => response.writeHead(202).end()));
  const hanging = createServer((request) => request.resume());
  const servers: Server[] = [up, hanging];
  for (const server of servers) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = (server: Server) => `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    urls: { 'no hub': null, 'hub up': url(up), 'hub down': `http://127.0.0.1:${await freePort()}`, 'hub hanging': url(hanging) },
    close: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}

function printFloor(baseline: Summary): void {
  console.log(`  baseline (no hub, event stream writing events.jsonl only): median ${baseline.median.toFixed(2)} ms, p99 ${baseline.p99.toFixed(2)} ms over ${baseline.n} stories`);
}
