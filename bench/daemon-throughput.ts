import { spawn } from 'node:child_process';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { benchProject, seedTasks } from './lib/bench-project.js';
import { cpuMs, startDaemonChild } from './lib/daemon-child.js';
import { nodeStartMs } from './lib/node-start.js';

const CLIENT = fileURLToPath(new URL('./lib/lifecycle-client.js', import.meta.url));
const AGENTS = ['anvil', 'furnace', 'crucible', 'temper'];

/**
 * Full lifecycle throughput: 4 client processes drive stories through submit, pickup, handoff and
 * confirm against a daemon process; done when every story has its ledger line. Then the cost per
 * story with 100 and with 10,000 other open stories in the project, to show it does not grow.
 */
export async function run(): Promise<void> {
  const baseline = await nodeStartMs();
  const full = await lifecycle(10_000, 0);
  console.log(
    `throughput: ${full.stories} stories in ${(full.wallMs / 1000).toFixed(1)} s = ${full.perSecond.toFixed(0)} stories/s (daemon CPU ${full.cpuPerStory.toFixed(2)} ms/story) | baseline node -e 0: ${baseline.toFixed(1)} ms | target >= 300 stories/s`,
  );
  const small = await lifecycle(2_000, 100);
  const large = await lifecycle(2_000, 10_000);
  const ratio = large.cpuPerStory / small.cpuPerStory;
  console.log(
    `per-story daemon CPU: ${small.cpuPerStory.toFixed(2)} ms with 100 open, ${large.cpuPerStory.toFixed(2)} ms with 10,000 open | ratio ${ratio.toFixed(2)}x (wall ${small.perSecond.toFixed(0)} vs ${large.perSecond.toFixed(0)} stories/s) | target <= 1.5x`,
  );
}

async function lifecycle(stories: number, openBackground: number) {
  const project = benchProject('[daemon]\nreconcile_interval = "1h"\n');
  const { root } = project;
  if (openBackground > 0) seedTasks(root, 'pixel', 'OPEN', openBackground);
  const daemon = await startDaemonChild(root);
  const cpuBefore = cpuMs(daemon.child.pid!);
  const ledger = join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl');
  const start = performance.now();
  const perClient = Math.ceil(stories / AGENTS.length);
  const clients = AGENTS.map((agent, i) => spawn(process.execPath, [CLIENT, root, agent, `L${i}`, String(perClient)], { stdio: 'inherit' }));
  await Promise.all(clients.map((c) => new Promise((resolve) => c.once('exit', resolve))));
  await waitForLines(ledger, perClient * AGENTS.length);
  const wallMs = performance.now() - start;
  const cpu = cpuMs(daemon.child.pid!) - cpuBefore;
  await daemon.stop();
  project.remove();
  const done = perClient * AGENTS.length;
  return { stories: done, wallMs, perSecond: done / (wallMs / 1000), cpuPerStory: cpu / done };
}

/** Counts ledger lines as they are appended, reading only the new bytes. */
async function waitForLines(file: string, expected: number): Promise<void> {
  let offset = 0;
  let lines = 0;
  const deadline = performance.now() + 600_000;
  while (lines < expected) {
    if (performance.now() > deadline) throw new Error(`only ${lines} of ${expected} ledger lines after 10 minutes`);
    let size = 0;
    try {
      size = statSync(file).size;
    } catch (error) {
      // ENOENT: nothing confirmed yet.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (size > offset) {
      const fd = openSync(file, 'r');
      const buffer = Buffer.alloc(size - offset);
      readSync(fd, buffer, 0, buffer.length, offset);
      closeSync(fd);
      offset = size;
      for (const byte of buffer) if (byte === 10) lines += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
