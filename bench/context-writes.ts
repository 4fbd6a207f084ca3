import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { holdForBulkWrites, writeAtomic } from '../src/fs/atomic-write.js';

/**
 * What a first start pays to create one context file per task: 10,000 new files written the way
 * the daemon writes them (write-file-atomic, no fsync), blocking as its first reconcile does and
 * on the thread pool with 32 in flight as it did before, next to
 * the floor of a bare temp file and rename measured in the same run on the same disk. Creating
 * files is kernel time, and on a shared virtual disk it swings from run to run; the ratio is what
 * carries over.
 */
export async function run(files = 10_000): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'vibe-chain-writes-'));
  const content = `${JSON.stringify({ story_id: 'C-1', agent: 'anvil', worktree_path: '/srv/trees/C-1', allowed_paths: ['/srv/trees/C-1'] })}\n`;
  const agents = ['anvil', 'furnace', 'crucible', 'temper'];
  /** `concurrency` writes in flight at once, as the daemon's evaluations run. */
  const round = async (name: string, concurrency: number, write: (file: string) => Promise<void> | void): Promise<number> => {
    const dirs = agents.map((agent) => join(root, name, 'worker-inbox', agent));
    for (const dir of dirs) mkdirSync(dir, { recursive: true });
    const paths = Array.from({ length: files }, (_, i) => join(dirs[i % dirs.length]!, `C-${i}.context.json`));
    const start = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < paths.length) await write(paths[next++]!);
      }),
    );
    return performance.now() - start;
  };
  try {
    const results: Array<[string, number]> = [];
    for (let repeat = 0; repeat < 2; repeat++) {
      results.push([
        'bare temp file + rename',
        await round(`bare-${repeat}`, 1, (file) => {
          writeFileSync(`${file}.tmp`, content);
          renameSync(`${file}.tmp`, file);
        }),
      ]);
      const release = holdForBulkWrites();
      results.push([
        'write-file-atomic, blocking (first reconcile)',
        await round(`blocking-${repeat}`, 1, (file) => writeAtomic(file, content, { fsync: false, blocking: true })),
      ]);
      release();
      results.push(['write-file-atomic, thread pool, 32 at once', await round(`pool-${repeat}`, 32, (file) => writeAtomic(file, content, { fsync: false }))]);
    }
    const best = (label: string) => Math.min(...results.filter(([name]) => name === label).map(([, ms]) => ms));
    const floor = best('bare temp file + rename');
    for (const label of ['write-file-atomic, blocking (first reconcile)', 'write-file-atomic, thread pool, 32 at once']) {
      console.log(
        `context writes, ${files} new files: ${label} ${(best(label) / 1000).toFixed(2)} s (best of 2) | bare temp file + rename: ${(floor / 1000).toFixed(2)} s | ratio ${(best(label) / floor).toFixed(1)}x | target: none (the floor of a first start)`,
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
