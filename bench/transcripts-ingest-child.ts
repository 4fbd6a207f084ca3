import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBenchMemory } from './lib/bench-memory.js';

/**
 * Run by bench/transcripts.ts in a fresh process: ingests every folder of the corpus given as the
 * first argument and prints the peak resident set size in KB, so the figure is the ingest's alone.
 */
const corpus = process.argv[2];
if (corpus === undefined) throw new Error('usage: transcripts-ingest-child <corpus-dir>');
const project = mkdtempSync(join(tmpdir(), 'bench-kb-rss-'));
try {
  const service = await openBenchMemory(project);
  await service.ingestDirs(['spotter', 'claude-reliability'].map((name) => ({ dir: join(corpus, name), agent: null, storyId: null })));
  process.stdout.write(String(process.resourceUsage().maxRSS));
} finally {
  rmSync(project, { recursive: true, force: true });
}
