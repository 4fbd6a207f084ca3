import type { FsView } from './eval/paths.js';
import type { Finding } from './verdict.js';

/** What a worker may do, derived from its task context (or the conservative default without one). */
export interface Policy {
  /** The worker's git worktree (symlinks resolved). */
  worktree: string;
  /** Where writes are allowed: the worktree, the handoff folder, the worker's inbox. */
  allowedPaths: string[];
  /** System temp folders where plain writes (not recursive deletes) are allowed; empty when off. */
  tempDirs: string[];
  /** `<project>/_vibe-chain-output`, where writes are allowed but logged; null when unknown. */
  outputDir: string | null;
  assignedBranch: string | null;
  /** The task's agent and story id (from its context), which name its own inbox and handoff. */
  agent?: string | null;
  storyId?: string | null;
  hasDbMigration: boolean;
  home: string | undefined;
  deny: string[];
  allow: string[];
  onParseError: 'block' | 'allow';
}

/** Without an assigned branch, pushes may never go to these. */
export const PROTECTED_BRANCHES = new Set(['main', 'master', 'trunk', 'develop', 'production', 'release']);

export interface RuleContext {
  policy: Policy;
  fs: FsView;
  /** Checks shell code found inside other code (a `system("...")` call in `python -c`). */
  nested?: (code: string, cwd: string | null) => Finding[];
}
