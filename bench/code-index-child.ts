import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RepositoryIndexer } from '../src/code/indexer.js';

/**
 * One whole index of a folder in a fresh process, for bench/code-index.ts: prints the wall time,
 * the process's peak RSS (worker threads included) and the counts, as one JSON line.
 */
const [root, threads] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'vibe-chain-code-bench-'));
try {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { indexer } = await RepositoryIndexer.open({
    root: root!,
    file: join(dir, 'index.jsonl'),
    now: Date.now,
    threads: Number(threads),
    ignoredDirs: ['.git'],
  });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await indexer.close();
  const skipped = indexer.index.skipCounts();
  process.stdout.write(
    `${JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000, peakRssMB: process.resourceUsage().maxRSS / 1024, files: indexer.index.files.size, skipped })}\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
