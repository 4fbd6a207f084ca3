import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../src/clock.js';
import { ConfigHolder } from '../src/daemon/config-holder.js';
import { startDaemon } from '../src/daemon/daemon.js';
import { silentLogger } from '../src/daemon/logger.js';
import { eventStreamService } from '../src/events/event-stream-service.js';
import { freePort } from '../src/net/free-port.js';
import { benchProject, handoffText, produce, seedTasks } from './lib/bench-project.js';
import { report, type Summary, summarize } from './lib/stats.js';

type Mode = 'no hub' | 'hub up' | 'hub down' | 'hub hanging';

/**
 * The event stream must never slow the daemon. Reaction latency (pr-handoff renamed into place ->
 * completed_at in the daemon's store) with the event stream service running and: no hub (the
 * baseline: events.jsonl only), a hub that answers, a hub that is down (connection refused), and a
 * hub that accepts and never answers (each POST held for the whole events_timeout). The hubs run
 * in a process of their own. Modes take turns in rounds, each round starting with another mode,
 * so drift in machine load falls on all of them alike.
 */
export async function run(storiesPerRound = 100, rounds = 3): Promise<void> {
  const hubs = await startHubs();
  const samples: Record<Mode, number[]> = { 'no hub': [], 'hub up': [], 'hub down': [], 'hub hanging': [] };
  const roundMedians: Record<Mode, number[]> = { 'no hub': [], 'hub up': [], 'hub down': [], 'hub hanging': [] };
  try {
    const modes = Object.keys(samples) as Mode[];
    // A warm-up round (JIT, file cache) that is not counted.
    for (const mode of modes) await measure(mode, hubs.urls[mode], 20, -1);
    for (let round = 0; round < rounds; round++) {
      // Each round starts with another mode, so no mode always runs first or last.
      for (const mode of [...modes.slice(round % modes.length), ...modes.slice(0, round % modes.length)]) {
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
    console.log(
      `  p99 ratio ${(measured.p99 / baseline.p99).toFixed(2)}x; per-round median ratios: median ${paired.median.toFixed(2)}x, max ${paired.max.toFixed(2)}x over ${rounds} rounds`,
    );
  }
  printFloor(baseline);
}

async function measure(mode: Mode, hubUrl: string | null, stories: number, round: number): Promise<number[]> {
  const config = hubUrl === null ? '' : `[lab]\nhub_url = "${hubUrl}"\nevents_timeout = "1s"\n`;
  const project = benchProject(config);
  const { root } = project;
  const prefix = round < 0 ? 'W' : `E${round}`;
  seedTasks(root, 'anvil', prefix, stories);
  for (let i = 0; i < stories; i++) writeFileSync(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil', `${prefix}-${i}.picked-up`), 'agent: anvil\n');
  const holder = await ConfigHolder.load(root, { HOME: root }, silentLogger);
  const daemon = startDaemon({
    projectRoot: root,
    config: holder,
    clock: systemClock,
    logger: silentLogger,
    watch: true,
    lock: true,
    services: [eventStreamService({ VIBE_LAB_FORGE_TOKEN: 'bench-token' })],
  });
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
  const child = spawn(process.execPath, [fileURLToPath(new URL('./events-hub-child.js', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'] });
  const ports = await new Promise<{ up: number; hanging: number }>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(JSON.parse(text) as { up: number; hanging: number });
    });
    child.once('exit', (code) => reject(new Error(`the hub process exited (${code})`)));
  });
  return {
    urls: {
      'no hub': null,
      'hub up': `http://127.0.0.1:${ports.up}`,
      'hub down': `http://127.0.0.1:${await freePort()}`,
      'hub hanging': `http://127.0.0.1:${ports.hanging}`,
    },
    close: async () => {
      child.stdin.end();
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function printFloor(baseline: Summary): void {
  console.log(
    `  baseline (no hub, event stream writing events.jsonl only): median ${baseline.median.toFixed(2)} ms, p99 ${baseline.p99.toFixed(2)} ms over ${baseline.n} stories`,
  );
}
