import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { type Config, DEFAULT_WORKER_COMMAND, rosterOf } from '../../protocol/config.js';
import { OUTPUT_DIR } from '../../protocol/paths.js';
import { mergeHooks } from '../claude-settings/merge-hooks.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { heimdallEntries } from '../heimdall/hook-entries.js';
import { inProject } from '../project/project-root.js';
import { workerHookEntries } from '../workers/worker-settings.js';
import type { SpawnSpec } from './tmux.js';

/** The lab token authenticates the daemon to lab; a worker must never hold it. */
export const WITHHELD_ENV = ['VIBE_LAB_FORGE_TOKEN'];

/** Where the supervisor keeps the settings each managed session is started with. */
export const settingsFileOf = (agent: string) => `${OUTPUT_DIR}/supervisor/${agent}.settings.json`;

/** The first prompt of a fresh session: one short turn, after which its Stop hook hands it tasks. */
export function freshPrompt(agent: string): string {
  return `You are the forge worker ${agent}. Answer with the one word ready; when your turn ends, your Stop hook hands you tasks.`;
}

/** The first prompt of a session that replaces one interrupted while it held a task. */
export function resumePrompt(agent: string, id: string, taskPath: string): string {
  return `The previous session of ${agent} was interrupted while it worked on ${id}. Read the task in ${taskPath} and its context, carry on from where the work stands, then hand off as the task says.`;
}

/** The line typed into a session stopped at its prompt while a task waits. */
export const WAKE_LINE = 'forge: a task waits in your inbox; end this turn so your Stop hook hands it to you.';

/**
 * How a managed worker's session starts: its `[workers.NAME]` command (Claude Code's by default)
 * given `--settings` with the worker's hooks and its first prompt as the last argument, in its
 * cwd, with its env (never the lab token) plus FORGE_AGENT and FORGE_PROJECT.
 */
export async function launchSpec(projectRoot: string, agent: string, config: Config, firstPrompt: string, startedAt: string): Promise<SpawnSpec> {
  const worker = rosterOf(config)[agent];
  const settings = inProject(projectRoot, settingsFileOf(agent));
  const entries = [...heimdallEntries({ context: null, project: projectRoot }), ...workerHookEntries(projectRoot, agent, config)];
  await mkdir(dirname(settings), { recursive: true });
  await writeAtomic(settings, `${JSON.stringify(mergeHooks({}, entries), null, 2)}\n`);
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(worker?.env ?? {})) if (!WITHHELD_ENV.includes(key)) env[key] = value;
  Object.assign(env, { FORGE_AGENT: agent, FORGE_PROJECT: projectRoot, FORGE_SETTINGS: settings, FORGE_SESSION_STARTED: startedAt });
  return {
    name: agent,
    cwd: resolve(projectRoot, worker?.cwd ?? '.'),
    env,
    argv: [...(worker?.command ?? DEFAULT_WORKER_COMMAND), '--settings', settings, firstPrompt],
  };
}

/** The environment the tmux server (and so every session) inherits: the daemon's, less what a worker must not hold. */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const key of WITHHELD_ENV) delete copy[key];
  // A daemon started inside tmux must still reach its own server, not the one it runs in.
  delete copy.TMUX;
  return copy;
}

/** `forge-<project_id>`, with what tmux cannot take in a socket name replaced. */
export function socketName(projectId: string): string {
  return `forge-${projectId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
