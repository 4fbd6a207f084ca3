import { appendFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellQuote } from './handoff-instructions.js';

/** This install's bin-scripts/forge, as an absolute path (hooks run from any directory). */
export function forgeBin(): string {
  return fileURLToPath(new URL('../../../bin-scripts/forge', import.meta.url));
}

/**
 * Puts this install's `forge` on the PATH of the session's Bash commands, through the file Claude
 * Code gives SessionStart hooks (`CLAUDE_ENV_FILE`, sourced before each Bash command). A plugin
 * user has no `forge` on PATH, yet every prompt and the SessionStart text tell the worker to run
 * `forge ...`. Returns false when Claude Code gave no such file (an older client, a hand test).
 */
export async function exportForgePath(env: NodeJS.ProcessEnv, bin = forgeBin()): Promise<boolean> {
  const file = env.CLAUDE_ENV_FILE;
  if (!file) return false;
  await appendFile(file, `export PATH=${shellQuote(dirname(bin))}:"$PATH"\n`);
  return true;
}
