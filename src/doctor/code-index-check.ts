import { codeIndexFile } from '../../protocol/paths.js';
import { loadIndex } from '../code/index-store.js';
import { type IndexSummary, summarizeIndex } from '../code/index-summary.js';
import { PROJECT_REPO } from '../code/repos.js';
import { inProject } from '../project/project-root.js';
import type { CheckResult } from './checks.js';

/** The project's code index as its file holds it: null when there is none (never built, or deleted to be rebuilt). */
export function codeIndexFacts(root: string, now: number): { file: string; summary: IndexSummary | null; broken: number } {
  const file = codeIndexFile(PROJECT_REPO);
  const loaded = loadIndex(inProject(root, file), root, now);
  return { file, summary: loaded === null ? null : summarizeIndex(loaded.index), broken: loaded?.broken ?? 0 };
}

/**
 * What the code index holds and every file it left out, counted by reason. Skips are not faults
 * (a binary or a minified bundle is meant to be skipped), so they never fail the check; they are
 * shown so that a file missing from the answers has its reason in plain sight.
 */
export function codeIndexCheck(facts: { file: string; summary: IndexSummary | null; broken: number }): CheckResult {
  const { file, summary } = facts;
  if (summary === null)
    return { check: 'code index', status: 'OK', message: `${file}: not built yet (the daemon builds it at start; forge kb ask --code builds it too)` };
  const skipped = Object.entries(summary.skipped).map(([reason, n]) => `${reason} ${n}`);
  const torn = facts.broken > 0 ? `, ${facts.broken} unreadable line(s) ignored` : '';
  return {
    check: 'code index',
    status: 'OK',
    message: `${file}: ${summary.files} files indexed, ${summary.definitions} definitions; ${summary.parse_errors} with parse errors (indexed for what parsed); skipped: ${skipped.length > 0 ? skipped.join(', ') : 'none'}${torn}`,
  };
}
