import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { isAgentName, isStoryId } from '../../protocol/id-patterns.js';
import { CONFIG_DIR, contextFile, OUTPUT_DIR, TRACKING_FILE } from '../../protocol/paths.js';
import type { TaskContext } from '../../protocol/task.js';
import { isInside } from './eval/paths.js';
import { isRecord } from './hook-input.js';

/**
 * Finds the task context that governs a tool call: `--context FILE`, else FORGE_CONTEXT, else the
 * tracked task whose worktree contains cwd. Everything is read and checked by hand, because this
 * runs before every tool call and must not load zod or the daemon.
 */
export interface FoundContext {
  context: TaskContext;
  file: string;
  projectRoot: string | null;
}

const STATE_PRIORITY = ['picked_up', 'handed_off', 'submitted'];

export function findContext(options: {
  explicit: string | null;
  env: NodeJS.ProcessEnv;
  cwd: string | null;
  projectRoot: string | null;
  realpath: (p: string) => string;
}): FoundContext | null {
  const given = options.explicit ?? options.env.FORGE_CONTEXT ?? null;
  if (given) {
    const file = resolve(options.cwd ?? '.', given);
    const context = readContext(file);
    if (context) return { context, file, projectRoot: projectRootOfContext(file) ?? options.projectRoot };
  }
  const root = options.projectRoot ?? (given ? projectRootOfContext(resolve(given)) : null);
  if (!root || !options.cwd) return null;
  return matchByWorktree(root, options.realpath(options.cwd), options.realpath);
}

/** `<P>/_vibe-chain-output/worker-inbox/<agent>/<id>.context.json` names its project root. */
export function projectRootOfContext(file: string): string | null {
  const marker = `${sep}${OUTPUT_DIR}${sep}worker-inbox${sep}`;
  const at = file.lastIndexOf(marker);
  return at > 0 ? file.slice(0, at) : null;
}

function matchByWorktree(root: string, cwd: string, realpath: (p: string) => string): FoundContext | null {
  const tracking = readJson(join(root, ...TRACKING_FILE.split('/')));
  const tasks = isRecord(tracking) && isRecord(tracking.tasks) ? tracking.tasks : {};
  let best: { found: FoundContext; depth: number; rank: number } | null = null;
  for (const [id, entry] of Object.entries(tasks)) {
    if (!isRecord(entry) || typeof entry.agent !== 'string' || typeof entry.state !== 'string') continue;
    const rank = STATE_PRIORITY.indexOf(entry.state);
    if (rank < 0 || !isStoryId(id) || !isAgentName(entry.agent)) continue;
    const file = join(root, ...contextFile(entry.agent, id).split('/'));
    const context = readContext(file);
    if (!context) continue;
    const worktree = realpath(context.worktree_path);
    if (!isInside(cwd, worktree)) continue;
    const depth = worktree.length;
    if (!best || depth > best.depth || (depth === best.depth && rank < best.rank)) best = { found: { context, file, projectRoot: root }, depth, rank };
  }
  return best?.found ?? null;
}

export function readContext(file: string): TaskContext | null {
  const value = readJson(file);
  return asTaskContext(value);
}

/** The hand check of protocol/task.ts TaskContext (same fields, same rules). */
export function asTaskContext(value: unknown): TaskContext | null {
  if (!isRecord(value)) return null;
  const { story_id, agent, worktree_path, assigned_branch, handoff_dir, has_db_migration, has_api_changes, allowed_paths } = value;
  if (typeof story_id !== 'string' || !isStoryId(story_id)) return null;
  if (typeof agent !== 'string' || !isAgentName(agent)) return null;
  if (typeof worktree_path !== 'string' || typeof handoff_dir !== 'string') return null;
  if (assigned_branch !== null && typeof assigned_branch !== 'string') return null;
  if (typeof has_db_migration !== 'boolean' || typeof has_api_changes !== 'boolean') return null;
  if (!Array.isArray(allowed_paths) || !allowed_paths.every((p) => typeof p === 'string')) return null;
  return { story_id, agent, worktree_path, assigned_branch, handoff_dir, has_db_migration, has_api_changes, allowed_paths: allowed_paths as string[] };
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOENT/ENOTDIR/EISDIR: no such context or tracking file (yet, or any more).
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'EACCES') return null;
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    // A half-written file (the daemon writes atomically, a person may not) counts as absent.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The project root: the one named, else the nearest folder above cwd holding `_vibe-chain-output/` or `_vibe-chain/`. */
export function findProjectRoot(named: string | null, cwd: string | null): string | null {
  if (named) return resolve(named);
  for (let dir = cwd ? resolve(cwd) : null; dir; dir = dirname(dir) === dir ? null : dirname(dir)) {
    if (existsSync(join(dir, OUTPUT_DIR)) || existsSync(join(dir, CONFIG_DIR))) return dir;
  }
  return null;
}
