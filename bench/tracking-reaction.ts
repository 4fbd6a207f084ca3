import { readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { folderWatch, rawWatcherLatency } from './daemon-reaction.js';
import { benchProject, handoffText, produce, seedTasks } from './lib/bench-project.js';
import { startDaemonChild } from './lib/daemon-child.js';
import { report, summarize } from './lib/stats.js';

/**
 * The reaction an outside reader sees on a large project: 10,000 open tasks over six agents, a
 * running `forge start`, a pr-handoff renamed into place, until `.tracking.json` on disk shows
 * that story `handed_off` (the reader watches the folder and reads the file at every change of
 * it), one story at a time, next to the raw `fs.watch` event latency measured in the same run.
 */
export async function run(tasks = 10_000, samples = 200): Promise<void> {
  // No task may reach its orphan deadline while the samples are taken, however slow the machine.
  const project = benchProject('[timeouts]\norphan = "1d"\n');
  const { root } = project;
  const floor = await rawWatcherLatency(join(root, 'floor-fs-watch'), samples, folderWatch);
  const agents = ['anvil', 'furnace', 'crucible', 'temper', 'bellows', 'quench'];
  const perAgent = Math.ceil(tasks / agents.length);
  for (const agent of agents) seedTasks(root, agent, `V-${agent}`, perAgent);
  const daemon = await startDaemonChild(root);
  const inboxDir = join(root, '_vibe-chain-output', 'worker-inbox');
  const trackingFile = join(inboxDir, '.tracking.json');
  const latencies: number[] = [];
  let size = 0;
  for (let i = 0; i < samples; i++) {
    const agent = agents[i % agents.length]!;
    const id = `V-${agent}-${Math.floor(i / agents.length)}`;
    latencies.push(
      await new Promise<number>((resolve) => {
        const start = performance.now();
        const look = () => {
          let text: string;
          try {
            text = readFileSync(trackingFile, 'utf8');
          } catch {
            return;
          }
          if (!handedOff(text, id)) return;
          size = text.length;
          watcher.close();
          resolve(performance.now() - start);
        };
        const watcher = watch(inboxDir, (_type, name) => name === '.tracking.json' && look());
        produce(join(root, '_vibe-chain-output', 'handoffs', `${id}-pr-handoff.md`), handoffText(id, agent));
      }),
    );
  }
  await daemon.stop();
  project.remove();
  report(
    `visible reaction at ${tasks} open tasks (${(size / 1e6).toFixed(1)} MB .tracking.json): handoff renamed in -> handed_off on disk`,
    summarize(latencies),
    summarize(floor),
    'raw fs.watch event',
    'p50 < 50 ms',
  );
}

/** Whether the entry of `id` in the file's text says handed_off, without parsing 4 MB of JSON. */
function handedOff(text: string, id: string): boolean {
  const at = text.indexOf(`\n    ${JSON.stringify(id)}: {`);
  if (at < 0) return false;
  const end = text.indexOf('\n    }', at);
  return text.slice(at, end).includes('"state": "handed_off"');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
