import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Requirement } from './requirement.js';

/** The repository root; this file runs from dist/spec/helpers. */
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The real Claude Code transcripts, third-party text the project reads but never holds:
 * `FORGE_CORPUS` when set, else `../shared/corpus` beside the repository.
 */
export function corpusRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.FORGE_CORPUS ? resolve(env.FORGE_CORPUS) : resolve(REPO, '..', 'shared', 'corpus');
}

/** The folders of real sessions, one per publisher. */
export function corpusTranscriptDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  return ['spotter', 'claude-reliability'].map((name) => join(corpusRoot(env), 'claude-transcripts', name));
}

export function corpusRequirement(env: NodeJS.ProcessEnv = process.env): Requirement {
  const missing = corpusTranscriptDirs(env).find((dir) => !existsSync(dir));
  return {
    name: 'corpus',
    missing: missing === undefined ? null : `no transcript corpus at ${missing}; set FORGE_CORPUS to the folder that holds claude-transcripts/`,
  };
}
