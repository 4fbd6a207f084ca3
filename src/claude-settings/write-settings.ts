import { join } from 'node:path';
import { renderSettingsProblems, settingsProblems } from '../../protocol/claude-settings-rules.js';
import { ForgeError } from '../errors.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { readOptionalText } from '../fs/read-optional.js';
import { type HookEntry, mergeHooks } from './merge-hooks.js';

export const SETTINGS_FILE = join('.claude', 'settings.local.json');

/**
 * Writes or merges `<worktree>/.claude/settings.local.json` with the given hook entries. The file
 * is rewritten only when the merge changes it, so a second run leaves it (and its mtime) alone. A
 * file that is not a JSON object is refused rather than overwritten.
 */
export async function installHooks(worktree: string, entries: HookEntry[]): Promise<{ file: string; changed: boolean }> {
  const file = join(worktree, SETTINGS_FILE);
  const before = await readOptionalText(file);
  let current: Record<string, unknown> = {};
  if (before !== null && before.trim() !== '') {
    try {
      current = JSON.parse(before) as Record<string, unknown>;
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      throw new ForgeError('bad_input', `${file} is not valid JSON (${error.message}); fix or remove it, it was left untouched`);
    }
    if (typeof current !== 'object' || current === null || Array.isArray(current))
      throw new ForgeError('bad_input', `${file} is not a JSON object; it was left untouched`);
  }
  const merged = mergeHooks(current, entries);
  // The client drops an invalid entry and the valid ones of the same event with it: never write one.
  const problems = settingsProblems(merged);
  if (problems.length > 0)
    throw new ForgeError('bad_input', `${file}: ${renderSettingsProblems(problems)}; Claude Code would drop those hooks silently, so nothing was written`);
  const after = `${JSON.stringify(merged, null, 2)}\n`;
  if (after === before) return { file, changed: false };
  await writeAtomic(file, after);
  return { file, changed: true };
}
