import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { benchProject, seedTasks } from './lib/bench-project.js';
import { FORGE, startDaemonChild } from './lib/daemon-child.js';
import { nodeStartMs } from './lib/node-start.js';

/**
 * `forge start --once` (the cron and CI path) on a project with 10,000 open tasks over six agents,
 * from spawn to exit: a first run (writes every context), then runs again on the unchanged project,
 * next to what a long-running daemon's restart costs to be ready, and `node -e 0`, in the same run.
 */
export async function run(tasks = 10_000): Promise<void> {
  const project = benchProject();
  const agents = ['anvil', 'furnace', 'crucible', 'temper', 'bellows', 'quench'];
  for (const agent of agents) seedTasks(project.root, agent, `O-${agent}`, Math.ceil(tasks / agents.length));
  const onceRun = async () => {
    const start = performance.now();
    const child = spawn(process.execPath, [FORGE, 'start', '--once', '--project', project.root], {
      stdio: 'ignore',
      env: { ...process.env, HOME: project.root },
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`forge start --once exited ${code}`);
    return performance.now() - start;
  };
  const once = [await onceRun(), await onceRun(), await onceRun()];
  const restarts: number[] = [];
  for (let round = 0; round < 2; round++) {
    const start = performance.now();
    const daemon = await startDaemonChild(project.root);
    restarts.push(daemon.readyAt - start);
    await daemon.stop();
  }
  const onceAfterDaemon = await onceRun();
  const node = await nodeStartMs();
  project.remove();
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const slowestAgain = Math.max(once[1]!, once[2]!, onceAfterDaemon);
  console.log(
    `forge start --once, ${tasks} open tasks over ${agents.length} agents: first ${s(once[0]!)}, again ${s(once[1]!)}, ${s(once[2]!)}, after a daemon ran ${s(onceAfterDaemon)} | daemon restart ready ${restarts.map(s).join(', ')} | node -e 0: ${node.toFixed(1)} ms | ratio of the slowest --once again ${(slowestAgain / node).toFixed(1)}x, of the slowest restart ${(Math.max(...restarts) / node).toFixed(1)}x | target: --once again no slower than a restart`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
