import { join } from 'node:path';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { systemClock } from '../../src/clock.js';
import { TranscriptService } from '../../src/transcripts/transcript-memory.js';

/**
 * The transcript memory of a bench project: default config, the system clock, no compound runs,
 * and no Claude Code projects folder (`projectsDir`, default `<project>/none`), so only the
 * folders a bench hands it are read.
 */
export function openBenchMemory(projectRoot: string, projectsDir = join(projectRoot, 'none')): Promise<TranscriptService> {
  return TranscriptService.open({ projectRoot, config: DEFAULT_CONFIG, clock: systemClock, env: {}, compound: false, projectsDir });
}
