import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OUTPUT_DIR } from '../../protocol/paths.js';
import type { FoundContext } from './context.js';
import type { FsView } from './eval/paths.js';
import type { HeimdallConfig } from './heimdall-config.js';
import type { Policy } from './policy.js';

/**
 * The policy for a call: from the task context when there is one; otherwise the conservative
 * default, where the git root around cwd is the worktree, nothing else may be written, and no
 * branch is assigned (so pushes may only go to the current, non-protected branch).
 */
export function buildPolicy(found: FoundContext | null, cwd: string, config: HeimdallConfig, env: NodeJS.ProcessEnv, fs: FsView): Policy {
  const projectRoot = found?.projectRoot ?? null;
  const outputDir = projectRoot ? fs.realpath(join(projectRoot, OUTPUT_DIR)) : null;
  const context = found?.context;
  const worktree = fs.realpath(context ? context.worktree_path : gitRoot(cwd));
  const declared = context ? [context.worktree_path, context.handoff_dir, ...context.allowed_paths] : [];
  const allowedPaths = [...new Set([worktree, ...declared.map((p) => fs.realpath(p))])];
  const temps = config.allow_temp_writes ? [tmpdir(), env.TMPDIR, '/tmp'].filter((p): p is string => Boolean(p)) : [];
  return {
    worktree,
    allowedPaths,
    tempDirs: [...new Set(temps.map((p) => fs.realpath(p)))],
    outputDir,
    assignedBranch: context?.assigned_branch ?? null,
    agent: context?.agent ?? null,
    storyId: context?.story_id ?? null,
    hasDbMigration: context?.has_db_migration ?? false,
    home: env.HOME,
    deny: config.deny,
    allow: config.allow,
    onParseError: config.on_parse_error,
  };
}

function gitRoot(cwd: string): string {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return cwd;
  }
}
