import { DEFAULT_CONFIG } from '../protocol/config.js';
import { systemClock } from '../src/clock.js';
import { TranscriptService } from '../src/transcripts/transcript-memory.js';

/**
 * Run by bench/transcripts-scale.ts in a fresh process: ingests the given transcript folders into
 * the given project (a first ingest, or a restart over an ingested one) and prints the time taken
 * and the peak resident set size, so both figures are the ingest's alone.
 */
const [project, ...dirs] = process.argv.slice(2);
if (project === undefined || dirs.length === 0) throw new Error('usage: transcripts-scale-child <project> <dir>...');
const start = performance.now();
const service = await TranscriptService.open({
  projectRoot: project,
  config: DEFAULT_CONFIG,
  clock: systemClock,
  env: {},
  compound: false,
  projectsDir: `${project}/none`,
});
const report = await service.ingestDirs(dirs.map((dir) => ({ dir, agent: null, storyId: null })));
process.stdout.write(
  JSON.stringify({ ms: performance.now() - start, maxRssKB: process.resourceUsage().maxRSS, bytesRead: report.bytesRead, files: report.files }),
);
