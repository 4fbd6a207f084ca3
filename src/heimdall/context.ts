import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { isAgentName, isStoryId } from '../../protocol/id-patterns.js';
import { agentInbox, CONFIG_DIR, contextFile, OUTPUT_DIR, TRACKING_FILE } from '../../protocol/paths.js';
import type { TaskContext } from '../../protocol/task.js';
import { isInside } from './eval/paths.js';
import { isRecord } from './hook-input.js';

/**
 * Finds the task context that governs a tool call: `--context FILE`, else FORGE_CONTEXT, else, in
 * a worker session (FORGE_AGENT), the task the agent has claimed (the claim naming the session
 * first); only a session that names no agent falls back to the tracked task whose worktree
 * contains cwd. A worker's task never comes from the folder: workers share worktrees, and a folder
 * says nothing about which of them is calling. Everything is read and checked by hand, because
 * this runs before every tool call and must not load zod or the daemon.
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
  /** The hook input's session_id: of two claims of one agent, the one this session made. */
  sessionId?: string | null;
}): FoundContext | null {
  const given = options.explicit ?? options.env.FORGE_CONTEXT ?? null;
  if (given) {
    const file = resolve(options.cwd ?? '.', given);
    const context = readContext(file);
    if (context) return { context, file, projectRoot: projectRootOfContext(file) ?? options.projectRoot };
  }
  const root = options.projectRoot ?? (given ? projectRootOfContext(resolve(given)) : null);
  if (!root) return null;
  const agent = options.env.FORGE_AGENT;
  if (agent) return isAgentName(agent) ? claimedContext(root, agent, options.sessionId ?? null) : null;
  if (!options.cwd) return null;
  return matchByWorktree(root, options.realpath(options.cwd), options.realpath);
}

/** Signals after which a claim no longer governs the agent's calls. */
const RELEASED = ['.confirmed', '.orphaned', '.timeout', '.escalation'];

/**
 * The context of the task the agent holds: its open claims (`<id>.picked-up` without a releasing
 * signal), the one whose `session_id` is this session's first, else the newest claim.
 */
function claimedContext(root: string, agent: string, sessionId: string | null): FoundContext | null {
  const inbox = join(root, ...agentInbox(agent).split('/'));
  let names: string[];
  try {
    names = readdirSync(inbox);
  } catch (error) {
    // ENOENT/ENOTDIR: no inbox yet, so no claim.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
  const present = new Set(names);
  let best: { found: FoundContext; own: boolean; at: string } | null = null;
  for (const name of names) {
    if (!name.endsWith('.picked-up')) continue;
    const id = name.slice(0, -'.picked-up'.length);
    if (!isStoryId(id) || RELEASED.some((signal) => present.has(`${id}${signal}`))) continue;
    const file = join(inbox, `${id}.context.json`);
    const context = readContext(file);
    if (!context) continue;
    const claim = readText(join(inbox, name)) ?? '';
    const own = sessionId !== null && signalField(claim, 'session_id') === sessionId;
    const at = signalField(claim, 'at') ?? '';
    if (!best || (own && !best.own) || (own === best.own && at > best.at)) best = { found: { context, file, projectRoot: root }, own, at };
  }
  return best?.found ?? null;
}

/** One `key: value` line of a signal file (protocol/signals.ts renders them so), quotes removed. */
function signalField(text: string, key: string): string | null {
  const match = new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(text);
  return match ? match[1]!.trim().replace(/^(['"])(.*)\1$/, '$2') : null;
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

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOENT/ENOTDIR/EISDIR: no such context, claim or tracking file (yet, or any more).
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'EACCES') return null;
    throw error;
  }
}

function readJson(file: string): unknown {
  const text = readText(file);
  if (text === null) return null;
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
