import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchProject, inbox, seedTasks } from './lib/bench-project.js';
import { startDaemonChild } from './lib/daemon-child.js';
import { nodeStartMs } from './lib/node-start.js';
import { rssMb } from './lib/stats.js';

/**
 * Cold start: `forge start` on a project with 10,000 open tasks, from spawn to ready and
 * reconciled (every task read, tracked, its context written, the tracking file written), next to
 * `node -e 0` in the same run. Peak RSS of the daemon at that point. Three cases: a first start
 * (no context exists yet), restarts, and restarts once every task has been claimed (a signal file
 * beside each task).
 */
export async function run(tasks = 10_000): Promise<void> {
  const project = benchProject();
  const agents = ['anvil', 'furnace', 'crucible', 'temper'];
  for (const agent of agents) seedTasks(project.root, agent, `C-${agent}`, tasks / agents.length);
  const samples: Array<{ ms: number; rss: number | null }> = [];
  const startOnce = async () => {
    const start = performance.now();
    const daemon = await startDaemonChild(project.root);
    samples.push({ ms: daemon.readyAt - start, rss: rssMb(daemon.child.pid!) });
    await daemon.stop();
  };
  for (let round = 0; round < 3; round++) await startOnce();
  for (const agent of agents) {
    for (let i = 0; i < tasks / agents.length; i++)
      writeFileSync(join(inbox(project.root, agent), `C-${agent}-${i}.picked-up`), `agent: ${agent}\nat: ${new Date().toISOString()}\n`);
  }
  // The first start after the claims reads every signal; the next two are what a restart costs.
  for (let round = 0; round < 3; round++) await startOnce();
  const node = await nodeStartMs();
  project.remove();
  const first = samples[0]!;
  const seconds = (from: number, to: number) =>
    samples
      .slice(from, to)
      .map((s) => `${(s.ms / 1000).toFixed(2)} s`)
      .join(', ');
  console.log(
    `cold start, ${tasks} open tasks: first start ${seconds(0, 1)} (writes every context), restarts ${seconds(1, 3)}; every task claimed: first look ${seconds(3, 4)}, restarts ${seconds(4, 6)}; peak RSS ${Math.max(...samples.map((s) => s.rss ?? 0)).toFixed(0)} MB | node -e 0: ${node.toFixed(1)} ms | ratio of the slowest restart ${(Math.max(...[1, 2, 4, 5].map((i) => samples[i]!.ms)) / node).toFixed(1)}x, of the first start ${(first.ms / node).toFixed(1)}x | target < 3 s and < 250 MB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
