import type { KbCodeIndex } from '../../protocol/exchange.js';
import { codeIndexFile } from '../../protocol/paths.js';
import { inProject } from '../project/project-root.js';
import { loadIndex } from './index-store.js';
import { type IndexSummary, summarizeIndex } from './index-summary.js';
import { PROJECT_REPO } from './repos.js';

/** The project's code index as `forge doctor` and `forge kb stats` count it, read from its file (never built here). */
export interface CodeIndexFacts {
  /** The index file, relative to the project. */
  file: string;
  summary: IndexSummary | null;
  /** Unreadable lines of the index file, ignored. */
  broken: number;
}

/** The project's code index as its file holds it: null when there is none (never built, or deleted to be rebuilt). */
export function codeIndexFacts(root: string, now: number): CodeIndexFacts {
  const file = codeIndexFile(PROJECT_REPO);
  const loaded = loadIndex(inProject(root, file), root, now);
  return { file, summary: loaded === null ? null : summarizeIndex(loaded.index), broken: loaded?.broken ?? 0 };
}

/** The facts as `forge kb stats --json` gives them: zeros and `indexed: false` before an index is built. */
export function codeIndexCounts(facts: CodeIndexFacts): KbCodeIndex {
  const { file, summary, broken } = facts;
  return {
    file,
    indexed: summary !== null,
    files: summary?.files ?? 0,
    definitions: summary?.definitions ?? 0,
    references: summary?.references ?? 0,
    imports: summary?.imports ?? 0,
    parse_errors: summary?.parse_errors ?? 0,
    skipped: summary?.skipped ?? {},
    broken_lines: broken,
  };
}

/** The code index in one line, as forge doctor and forge kb stats print it. */
export function codeIndexLine(counts: KbCodeIndex): string {
  const { file } = counts;
  if (!counts.indexed) return `${file}: not built yet (the daemon builds it at start; forge kb ask --code builds it too)`;
  const skipped = Object.entries(counts.skipped).map(([reason, n]) => `${reason} ${n}`);
  const torn = counts.broken_lines > 0 ? `, ${counts.broken_lines} unreadable line(s) ignored` : '';
  return `${file}: ${counts.files} files indexed, ${counts.definitions} definitions; ${counts.parse_errors} with parse errors (indexed for what parsed); skipped: ${skipped.length > 0 ? skipped.join(', ') : 'none'}${torn}`;
}
