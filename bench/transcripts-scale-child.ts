import { openBenchMemory } from './lib/bench-memory.js';

/**
 * Run by bench/transcripts-scale.ts in a fresh process: ingests the given transcript folders into
 * the given project (a first ingest, or a restart over an ingested one) and prints the time taken
 * and the peak resident set size, so both figures are the ingest's alone.
 */
const [project, ...dirs] = process.argv.slice(2);
if (project === undefined || dirs.length === 0) throw new Error('usage: transcripts-scale-child <project> <dir>...');
const start = performance.now();
const service = await openBenchMemory(project);
const report = await service.ingestDirs(dirs.map((dir) => ({ dir, agent: null, storyId: null })));
process.stdout.write(
  JSON.stringify({ ms: performance.now() - start, maxRssKB: process.resourceUsage().maxRSS, bytesRead: report.bytesRead, files: report.files }),
);
