import { dirname, resolve } from 'node:path';
import { renderSettingsProblems, settingsProblems } from '../../protocol/claude-settings-rules.js';
import { type Config, rosterOf, workerCommandOf, workerEnvOf } from '../../protocol/config.js';
import { OUTPUT_DIR } from '../../protocol/paths.js';
import { mergeHooks } from '../claude-settings/merge-hooks.js';
import { ForgeError } from '../errors.js';
import { writeAtomic } from '../fs/atomic-write.js';
import { heimdallEntries } from '../heimdall/hook-entries.js';
import { inProject } from '../project/project-root.js';
import { forgeBin } from '../workers/forge-bin.js';
import { shellQuote } from '../workers/handoff-instructions.js';
import { residentHookSettings } from '../workers/resident-settings.js';
import { prepareSandboxFolder, type SessionSandbox, sessionSandbox } from '../workers/worker-sandbox.js';
import { workerHookEntries } from '../workers/worker-settings.js';
import type { SpawnSpec } from './tmux.js';

/** The lab token authenticates the daemon to lab; a worker must never hold it. */
export const WITHHELD_ENV = ['VIBE_LAB_FORGE_TOKEN'];

/** Where the supervisor keeps the settings each managed session is started with. */
export const settingsFileOf = (agent: string) => `${OUTPUT_DIR}/supervisor/${agent}.settings.json`;
/** The session's environment, read by the pane's shell before it starts the worker (mode 0600). */
export const envFileOf = (agent: string) => `${OUTPUT_DIR}/supervisor/${agent}.env`;

/** Where the daemon answers hooks, when it does (its HTTP server runs). */
export interface ResidentHooks {
  url: string;
  token: string;
}

/** The pane runs this shell: it reads the environment file, then becomes the worker's command. */
const ENV_LOADER = ['/bin/sh', '-c', 'set -a && . "$1" && set +a && shift && exec "$@"', 'forge-worker'];

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
 * How a managed worker's session starts: its `[workers.NAME] command` (Claude Code's by default)
 * given `--settings` with the worker's hooks, its OS sandbox (`[heimdall] sandbox`) and its first
 * prompt as the last argument, in `folder` (the worktree of the task it is given back) or its
 * cwd. A sandboxed session can write only where it starts, so it works in one worktree: a task in
 * another one restarts it there (stop-answer.ts). With a running HTTP server the hooks are the daemon's resident ones; without, command hooks.
 * The settings are checked against the client's rules before the session may rely on them. The
 * environment (`[workers.NAME] env`, never the lab token, plus FORGE_AGENT, FORGE_PROJECT, the hook
 * token) goes through a file only its owner can read, never a command line: `ps` shows none of it.
 */
export async function launchSpec(
  projectRoot: string,
  agent: string,
  config: Config,
  firstPrompt: string,
  startedAt: string,
  hooks: ResidentHooks | null = null,
  folder: string | null = null,
): Promise<{ spec: SpawnSpec; sandbox: SessionSandbox }> {
  const worker = rosterOf(config)[agent];
  const cwd = folder ?? resolve(projectRoot, worker?.cwd ?? '.');
  const settingsFile = inProject(projectRoot, settingsFileOf(agent));
  const workerEnv = workerEnvOf(config, agent);
  const command = workerCommandOf(config, agent);
  const sandbox = await sessionSandbox({
    projectRoot,
    agent,
    folder: cwd,
    config,
    env: { ...process.env, ...workerEnv },
    hookUrl: hooks?.url ?? null,
    program: command[0],
  });
  const hookSettings = hooks
    ? residentHookSettings(hooks.url, projectRoot)
    : mergeHooks({}, [...heimdallEntries({ context: null, project: projectRoot }), ...workerHookEntries(projectRoot, agent, config)]);
  const settings = { ...hookSettings, ...sandbox.settings };
  const problems = settingsProblems(settings);
  if (problems.length > 0)
    throw new ForgeError(
      'internal',
      `the settings for ${agent} break Claude Code's rules, which would drop hooks silently: ${renderSettingsProblems(problems)}`,
    );
  await prepareSandboxFolder(sandbox, cwd);
  await writeAtomic(settingsFile, `${JSON.stringify(settings, null, 2)}\n`);
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(workerEnv)) if (!WITHHELD_ENV.includes(key)) env[key] = value;
  Object.assign(env, { FORGE_AGENT: agent, FORGE_PROJECT: projectRoot, FORGE_SETTINGS: settingsFile, FORGE_SESSION_STARTED: startedAt });
  if (hooks) Object.assign(env, { FORGE_HOOKS: 'resident', FORGE_HOOK_TOKEN: hooks.token });
  const envFile = inProject(projectRoot, envFileOf(agent));
  await writeAtomic(envFile, envFileText(env), { mode: 0o600 });
  return {
    spec: { name: agent, cwd, env: {}, argv: [...ENV_LOADER, envFile, ...command, '--settings', settingsFile, firstPrompt] },
    sandbox,
  };
}

/** Shell assignments, each value quoted; this install's forge first on PATH (the prompts run `forge ...`). */
export function envFileText(env: Record<string, string>): string {
  const lines = Object.entries(env).map(([key, value]) => `${key}=${shellQuote(value)}`);
  lines.push(`PATH=${shellQuote(dirname(forgeBin()))}:"$PATH"`);
  return `# written by the forge supervisor for one worker session; not to be edited\n${lines.join('\n')}\n`;
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
