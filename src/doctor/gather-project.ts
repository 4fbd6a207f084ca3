import { execFile } from 'node:child_process';
import { readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../../protocol/config.js';
import { type Diagnostic, renderDiagnostic } from '../../protocol/diagnostic.js';
import { HANDOFFS_DIR, INBOX_DIR, OUTPUT_DIR, signalFile, taskFile } from '../../protocol/paths.js';
import { SETTINGS_FILE } from '../claude-settings/write-settings.js';
import { pathExists } from '../fs/path-exists.js';
import { isHeimdallCommand } from '../heimdall/hook-entries.js';
import { parseFrontMatter } from '../markdown/front-matter.js';
import { listAgents, listInbox } from '../parties/inbox-listing.js';
import { taskFileWarnings } from '../parties/task-warnings.js';
import { inProject } from '../project/project-root.js';
import { jsonOrNull } from '../text/json-or-null.js';
import { readTracking } from '../tracking/read-tracking.js';
import { activeWorktrees } from '../transcripts/active-worktrees.js';
import { claudeProjectsDirs } from '../transcripts/locate.js';
import type { FolderState, TranscriptPlace } from './checks.js';

/** The facts behind the project-side checks of `forge doctor`, read from the files. */
export async function folderStates(root: string): Promise<Array<{ path: string; state: FolderState; detail?: string }>> {
  const states = [];
  for (const folder of [OUTPUT_DIR, INBOX_DIR, HANDOFFS_DIR]) states.push({ path: folder, ...(await folderState(inProject(root, folder))) });
  return states;
}

async function folderState(path: string): Promise<{ state: FolderState; detail?: string }> {
  try {
    if (!(await stat(path)).isDirectory()) return { state: 'not_a_folder' };
  } catch (error) {
    // ENOENT: not created yet; ENOTDIR: a file stands where a parent folder should be.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { state: 'missing' };
    if (code === 'ENOTDIR') return { state: 'not_a_folder' };
    throw error;
  }
  // Permission bits do not tell for root or ACLs: write a temp name the daemon ignores, and remove it.
  const probe = join(path, `.doctor.tmp-${process.pid}`);
  try {
    await writeFile(probe, '');
    await unlink(probe);
    return { state: 'writable' };
  } catch (error) {
    // EACCES/EPERM/EROFS: not writable by us, which is the finding.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return { state: 'not_writable', detail: code };
    throw error;
  }
}

/** `.picked-up` files whose task file is not beside them. */
export async function strayClaims(root: string): Promise<string[]> {
  const stray: string[] = [];
  for (const agent of await listAgents(root)) {
    for (const [id, story] of (await listInbox(root, agent)) ?? new Map()) {
      if (!story.task && story.signals.has('picked-up')) stray.push(signalFile(agent, id, 'picked-up'));
    }
  }
  return stray;
}

/** The warnings of every task file (see taskFileWarnings), as the daemon reports them on each story. */
export async function taskWarnings(root: string, config: Config): Promise<Diagnostic[]> {
  const warnings: Diagnostic[] = [];
  for (const agent of await listAgents(root)) {
    for (const [id, story] of (await listInbox(root, agent)) ?? new Map<string, { task: boolean }>()) {
      if (!story.task) continue;
      const file = taskFile(agent, id);
      const text = await readFile(inProject(root, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
        // ENOENT: picked up and cleaned up since the listing; nothing left to warn about.
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (text === null) continue;
      const parsed = parseFrontMatter(text);
      warnings.push(...taskFileWarnings(config, agent, file, parsed.ok ? parsed.data : null));
    }
  }
  return warnings;
}

export async function invalidTasks(
  root: string,
): Promise<{ kind: 'none' } | { kind: 'unreadable'; detail: string } | { kind: 'read'; invalid: Array<{ id: string; problem: string }> }> {
  const read = await readTracking(root);
  if (read === null) return { kind: 'none' };
  if (!read.ok) return { kind: 'unreadable', detail: read.diagnostics.map(renderDiagnostic).join('; ') };
  const invalid = Object.entries(read.tracking.tasks)
    .filter(([, entry]) => entry.state === 'invalid')
    .map(([id, entry]) => ({ id, problem: entry.errors[0] ? renderDiagnostic(entry.errors[0]) : 'no diagnostic recorded' }));
  return { kind: 'read', invalid };
}

/**
 * The worktrees of picked-up tasks whose `.claude/settings.local.json` still holds a forge hook
 * that names an agent or a story (`--agent`, `--context`), as claims wrote them before hooks
 * belonged to the session: every session opened there would run that agent's hooks.
 */
export async function staleWorktreeHooks(root: string, config: Config): Promise<Array<{ story: string; worktree: string }>> {
  const read = await readTracking(root);
  const pickedUp = new Set(
    read?.ok
      ? Object.entries(read.tracking.tasks)
          .filter(([, entry]) => entry.state === 'picked_up')
          .map(([id]) => id)
      : [],
  );
  const stale = [];
  const seen = new Set<string>();
  for (const worktree of await activeWorktrees(root, config.daemon.max_task_bytes)) {
    if (!pickedUp.has(worktree.storyId) || seen.has(worktree.worktreePath)) continue;
    seen.add(worktree.worktreePath);
    if (await namesAgentOrStory(join(worktree.worktreePath, SETTINGS_FILE))) stale.push({ story: worktree.storyId, worktree: worktree.worktreePath });
  }
  return stale;
}

async function namesAgentOrStory(settingsFile: string): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(settingsFile, 'utf8');
  } catch (error) {
    // ENOENT/ENOTDIR: no settings in that worktree (or no worktree at all).
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw error;
  }
  const settings = jsonOrNull(text) as { hooks?: Record<string, Array<{ hooks?: Array<{ command?: unknown }> }>> } | null;
  const commands = Object.values(settings?.hooks ?? {})
    .flatMap((groups) => (Array.isArray(groups) ? groups : []))
    .flatMap((group) => (Array.isArray(group.hooks) ? group.hooks : []))
    .flatMap((hook) => (typeof hook.command === 'string' ? [hook.command] : []));
  return commands.some((command) => (isHeimdallCommand(command) && /\s--context\s/.test(command)) || /\bforge['"]?\s+hook\s+\S+.*\s--agent\s/.test(command));
}

/** Where the daemon reads transcripts: its own projects folder, each managed worker's (its HOME may differ) and `[transcripts] dirs`. */
export async function transcriptFolders(root: string, config: Config, env: NodeJS.ProcessEnv): Promise<TranscriptPlace[]> {
  const places = [...claudeProjectsDirs(config, env), ...config.transcripts.dirs.map((dir) => ({ dir: resolve(root, dir), workers: null }))];
  return Promise.all(places.map(async (place) => ({ ...place, exists: await pathExists(place.dir) })));
}

/** The files under `folder` that git tracks in the checkout holding `root`; null when there is none (or no git). */
export function trackedByGit(root: string, folder: string): Promise<string[] | null> {
  return new Promise((resolve, reject) => {
    execFile('git', ['-C', root, 'ls-files', '-z', '--', folder], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      // ENOENT: git is not installed; exit 128: not a git checkout. Either way nothing is committed.
      if (error && ((error as NodeJS.ErrnoException).code === 'ENOENT' || error.code === 128)) resolve(null);
      else if (error) reject(error);
      else resolve(stdout.split('\0').filter(Boolean));
    });
  });
}
