import { stat } from 'node:fs/promises';
import { type Config, managedWorkers } from '../../protocol/config.js';
import { contextFile } from '../../protocol/paths.js';
import type { HookEntry } from '../claude-settings/merge-hooks.js';
import { installHooks } from '../claude-settings/write-settings.js';
import { heimdallEntries } from '../heimdall/hook-entries.js';
import { inProject } from '../project/project-root.js';
import { forgeBin } from './forge-bin.js';
import { shellQuote } from './handoff-instructions.js';

/** Extra seconds Claude Code gives the Stop hook beyond its idle wait, so the hook ends the wait itself. */
const STOP_TIMEOUT_MARGIN_S = 30;
const SESSION_START_TIMEOUT_S = 10;

const isForgeHook = (verb: string) => (command: string) => new RegExp(`\\bforge['"]?\\s+hook\\s+${verb}\\b`).test(command);

/**
 * A managed worker's Stop hook waits for work without a time limit; Claude Code still ends a hook
 * at its timeout, so the timeout is a day (the supervisor wakes a session whose hook ended anyway).
 */
const MANAGED_STOP_TIMEOUT_S = 86_400;
const NOTIFICATION_TIMEOUT_S = 10;

/**
 * The worker's own hooks: the Stop hook that delivers tasks, the SessionStart hook that says who
 * the worker is, and the Notification hook that says when the session waits for a person.
 */
export function workerHookEntries(projectRoot: string, agent: string, config: Config, bin = forgeBin()): HookEntry[] {
  const tail = `--agent ${agent} --project ${shellQuote(projectRoot)}`;
  const stopTimeout = managedWorkers(config).includes(agent) ? MANAGED_STOP_TIMEOUT_S : Math.ceil(config.workers.idle_wait / 1000) + STOP_TIMEOUT_MARGIN_S;
  return [
    { event: 'Stop', command: `${shellQuote(bin)} hook stop ${tail}`, timeout: stopTimeout, owns: isForgeHook('stop') },
    { event: 'SessionStart', command: `${shellQuote(bin)} hook session-start ${tail}`, timeout: SESSION_START_TIMEOUT_S, owns: isForgeHook('session-start') },
    { event: 'Notification', command: `${shellQuote(bin)} hook notification ${tail}`, timeout: NOTIFICATION_TIMEOUT_S, owns: isForgeHook('notification') },
  ];
}

export type SettingsOutcome = { kind: 'written' | 'unchanged'; file: string } | { kind: 'no_worktree'; worktree: string };

/**
 * Writes or merges `<worktree>/.claude/settings.local.json` for a claimed task: Heimdall with that
 * task's context file, plus the worker's Stop and SessionStart hooks; every other key and hook is
 * kept. A worktree that does not exist yet is left alone (creating it would break `git worktree add`).
 */
export async function installWorkerSettings(projectRoot: string, agent: string, storyId: string, worktree: string, config: Config): Promise<SettingsOutcome> {
  if (!(await isDirectory(worktree))) return { kind: 'no_worktree', worktree };
  const context = inProject(projectRoot, contextFile(agent, storyId));
  const entries = [...heimdallEntries({ context, project: projectRoot }), ...workerHookEntries(projectRoot, agent, config)];
  const result = await installHooks(worktree, entries);
  return { kind: result.changed ? 'written' : 'unchanged', file: result.file };
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch (error) {
    // ENOENT/ENOTDIR: no worktree there yet.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw error;
  }
}
