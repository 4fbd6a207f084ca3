import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchProject, inbox, taskText } from './lib/bench-project.js';
import { startDaemonChild } from './lib/daemon-child.js';
import { summarize } from './lib/stats.js';

/**
 * Deadline precision: orphan and stage deadlines spread over a few seconds; how long after each
 * deadline its `.orphaned` or `.timeout` was written (the `at` the daemon recorded in it).
 */
export async function run(count = 200): Promise<void> {
  const project = benchProject('[timeouts]\norphan = "2s"\ndev = "2s"\n[daemon]\nreconcile_interval = "1h"\n');
  const { root } = project;
  for (const agent of ['anvil', 'furnace']) mkdirSync(inbox(root, agent), { recursive: true });
  const daemon = await startDaemonChild(root);
  const deadlines = new Map<string, number>();
  const base = Date.now();
  for (let i = 0; i < count; i++) {
    const submitted = base + Math.floor((i / count) * 3000);
    const agent = i % 2 === 0 ? 'anvil' : 'furnace';
    const id = `DL-${i}`;
    writeFileSync(join(inbox(root, agent), `${id}.md`), taskText(root, id, agent, new Date(submitted).toISOString()));
    if (i % 4 === 1) {
      writeFileSync(join(inbox(root, agent), `${id}.picked-up`), `at: "${new Date(submitted).toISOString()}"\n`);
    }
    deadlines.set(id, submitted + 2000);
  }
  const lateness: number[] = [];
  const until = Date.now() + 30_000;
  while (lateness.length < count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    lateness.length = 0;
    for (const agent of ['anvil', 'furnace']) {
      for (const name of readdirSync(inbox(root, agent))) {
        const match = /^(DL-\d+)\.(orphaned|timeout)$/.exec(name);
        if (!match) continue;
        const at = Date.parse(/at: "([^"]+)"/.exec(readFileSync(join(inbox(root, agent), name), 'utf8'))![1]!);
        lateness.push(at - deadlines.get(match[1]!)!);
      }
    }
  }
  await daemon.stop();
  project.remove();
  const summary = summarize(lateness);
  const early = lateness.filter((ms) => ms < 0).length;
  console.log(
    `deadline precision: ${summary.n}/${count} signals; written after the deadline by median ${summary.median} ms, p99 ${summary.p99} ms, max ${summary.max} ms; ${early} early | target: every one within 1000 ms after, none early`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
