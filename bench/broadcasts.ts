import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRACKING_FILE } from '../protocol/paths.js';
import { statusView } from '../protocol/status-view.js';
import { LARGE, writeLargeProject } from '../spec/tools/large-project.js';
import { systemClock } from '../src/clock.js';
import { createToolContext } from '../src/tools/context.js';
import { runTool } from '../src/tools/registry.js';
import { readTrackingOrFail } from '../src/tracking/read-tracking.js';
import { benchProject } from './lib/bench-project.js';
import { report, type Summary, summarize } from './lib/stats.js';

/**
 * Swarm tool figures on 5,000 broadcasts and 10,000 tasks, each beside a baseline from the same run:
 * - get_broadcasts first page in process (a long-lived context, as forge mcp keeps): target p99 < 20 ms, < 10 KB;
 *   its cold first call (a one-shot CLI reads every broadcast once) is printed too;
 * - forge status --json in process (read and validate .tracking.json, build the page): target p99 < 20 ms, < 10 KB;
 *   and through the tool context's tracking cache (unchanged file: no re-read);
 * - a broadcast written by another process until it shows in get_broadcasts: target p99 < 100 ms.
 * Baseline: plain JSON.parse of the tracking file's text (no validation).
 */
const CHILD = fileURLToPath(new URL('./broadcasts-writer-child.js', import.meta.url));
const RUNS = 200;
const WRITES = 100;

export async function run(): Promise<void> {
  const project = benchProject();
  try {
    await writeLargeProject(project.root);
    const trackingText = readFileSync(join(project.root, ...TRACKING_FILE.split('/')), 'utf8');
    const baseline = await sample(RUNS, async () => void JSON.parse(trackingText));

    const context = createToolContext(project.root, process.env, systemClock);
    const coldStart = performance.now();
    const first = await runTool(context, 'get_broadcasts', {});
    const coldMs = performance.now() - coldStart;
    const page = await sample(RUNS, () => runTool(context, 'get_broadcasts', {}));
    report(`get_broadcasts first page, in process (${LARGE.broadcasts} broadcasts)`, page, baseline, 'JSON.parse of .tracking.json', 'p99 < 20 ms');
    console.log(
      `  answer ${Buffer.byteLength(JSON.stringify(first))} bytes (target < 10 KB); cold first call (reads every broadcast once) ${coldMs.toFixed(1)} ms`,
    );

    const status = await sample(40, async () => void statusView(await readTrackingOrFail(project.root), {}));
    report(
      `forge status --json, in process (${LARGE.tasks} tasks, read and validated each call)`,
      status,
      baseline,
      'JSON.parse of .tracking.json',
      'p99 < 20 ms',
    );
    const statusBytes = Buffer.byteLength(JSON.stringify(statusView(await readTrackingOrFail(project.root), {})));
    const cached = await sample(RUNS, async () => void statusView(await context.tracking(), {}));
    report("  the same through the tool context's tracking cache (file unchanged)", cached, baseline, 'JSON.parse of .tracking.json', 'p99 < 20 ms');
    console.log(`  answer ${statusBytes} bytes (target < 10 KB)`);

    const visible = await visibility(project.root, context);
    report(
      `broadcast written by another process until get_broadcasts shows it (${WRITES} writes)`,
      visible,
      baseline,
      'JSON.parse of .tracking.json',
      'p99 < 100 ms',
    );
  } finally {
    project.remove();
  }
}

async function sample(runs: number, work: () => Promise<unknown>): Promise<Summary> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return summarize(times);
}

/** The child writes; this process polls get_broadcasts {limit: 1} until the new id is on top. */
async function visibility(root: string, context: ReturnType<typeof createToolContext>): Promise<Summary> {
  const child = spawn(process.execPath, [CHILD, root], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  let waiting: (() => void) | null = null;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    waiting?.();
  });
  const latencies: number[] = [];
  try {
    for (let i = 0; i < WRITES; i += 1) {
      child.stdin.write('\n');
      while (lines.length === 0) await new Promise<void>((resolve) => (waiting = resolve));
      const [id, writtenAt] = lines.shift()!.split(' ');
      for (;;) {
        const page = (await runTool(context, 'get_broadcasts', { limit: 1 })) as { items: Array<{ id: string }> };
        if (page.items[0]?.id === id) break;
      }
      latencies.push(Date.now() - Number(writtenAt));
    }
  } finally {
    child.kill();
  }
  return summarize(latencies);
}
