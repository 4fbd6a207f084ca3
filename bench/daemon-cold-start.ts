import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { benchProject, seedTasks } from './lib/bench-project.js';
import { startDaemonChild } from './lib/daemon-child.js';
import { rssMb } from './lib/stats.js';

/**
 * Cold start: `forge start` on a project with 10,000 open tasks, from spawn to ready and
 * reconciled (every task read, tracked, its context written, the tracking file written), next to
 * `node -e 0` in the same run. Peak RSS of the daemon at that point.
 */
export async function run(tasks = 10_000): Promise<void> {
  const project = benchProject();
  const agents = ['anvil', 'furnace', 'crucible', 'temper'];
  for (const agent of agents) seedTasks(project.root, agent, `C-${agent}`, tasks / agents.length);
  const samples: Array<{ ms: number; rss: number | null }> = [];
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    const daemon = await startDaemonChild(project.root);
    samples.push({ ms: daemon.readyAt - start, rss: rssMb(daemon.child.pid!) });
    await daemon.stop();
  }
  const nodeSamples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await new Promise((resolve) => spawn(process.execPath, ['-e', '0']).once('exit', resolve));
    nodeSamples.push(performance.now() - start);
  }
  project.remove();
  const first = samples[0]!;
  const warm = samples.slice(1).map((s) => s.ms).sort((a, b) => a - b);
  const node = nodeSamples.sort((a, b) => a - b)[2]!;
  console.log(
    `cold start, ${tasks} open tasks: first start ${(first.ms / 1000).toFixed(2)} s (writes every context), restarts ${warm.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}, peak RSS ${Math.max(...samples.map((s) => s.rss ?? 0)).toFixed(0)} MB | node -e 0: ${node.toFixed(1)} ms | ratio ${(first.ms / node).toFixed(1)}x | target < 3 s and < 250 MB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
