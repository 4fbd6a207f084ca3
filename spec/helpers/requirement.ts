import type { TestContext } from 'node:test';

/**
 * What a suite needs from the machine (a browser, tmux, the Claude Code binary, the shared
 * transcript corpus). A developer's machine may lack it: the test then says in one line what it
 * skipped and why. CI sets `FORGE_REQUIRE=all` (or a comma list of names) and the same absence
 * fails the test instead, so a green CI run never hides a skipped suite.
 */
export interface Requirement {
  /** Short name used in FORGE_REQUIRE, e.g. `browser`, `tmux`, `claude`, `corpus`. */
  name: string;
  /** Why it is missing and how to get it, or null when it is present. */
  missing: string | null;
}

export function required(name: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const wanted = (env.FORGE_REQUIRE ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return wanted.includes('all') || wanted.includes(name);
}

/**
 * Returns true when the test may go on. Otherwise it skips the test with a one-line reason, or
 * fails it when CI requires the missing thing.
 */
export function need(t: TestContext, requirement: Requirement): boolean {
  if (requirement.missing === null) return true;
  const line = `${requirement.name} not available: ${requirement.missing}`;
  if (required(requirement.name)) throw new Error(`${line} (required here by FORGE_REQUIRE)`);
  t.skip(line);
  return false;
}
