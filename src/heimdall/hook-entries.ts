import { fileURLToPath } from 'node:url';
import type { HookEntry } from '../claude-settings/merge-hooks.js';

/** The three PreToolUse matchers Heimdall guards. */
export const HEIMDALL_MATCHERS = ['Bash', 'Write|Edit|MultiEdit|NotebookEdit', 'Read|Grep|Glob'];

/** This install's bin-scripts/heimdall, as an absolute path (hooks run from any directory). */
export function heimdallBin(): string {
  return fileURLToPath(new URL('../../../bin-scripts/heimdall', import.meta.url));
}

function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A command is Heimdall's when it runs bin-scripts/heimdall, `heimdall` from PATH, or `forge hook pre-tool`. */
export function isHeimdallCommand(command: string): boolean {
  return /(^|[\s/'"])heimdall(['"]?)(\s|$)/.test(command) || /\bforge['"]?\s+hook\s+pre-tool\b/.test(command);
}

export function heimdallEntries(options: { context: string | null; project: string | null; bin?: string }): HookEntry[] {
  const args = [shellQuote(options.bin ?? heimdallBin())];
  if (options.context) args.push('--context', shellQuote(options.context));
  if (options.project) args.push('--project', shellQuote(options.project));
  const command = args.join(' ');
  return HEIMDALL_MATCHERS.map((matcher) => ({ event: 'PreToolUse', matcher, command, owns: isHeimdallCommand }));
}
