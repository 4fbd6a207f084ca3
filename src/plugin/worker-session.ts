import { isAgentName } from '../../protocol/id-patterns.js';

/**
 * Whether a Claude Code session is a forge worker, for the plugin's hooks (bin-scripts/forge-hook).
 * The plugin's hooks run in every session of everyone who installed it; they act only in a worker
 * session, and a worker is named by the session itself: FORGE_AGENT. Never by its folder (workers
 * share worktrees, and a person's own session in a worktree is no worker) and never by a settings
 * file in it (the client may not load a file changed after the session started).
 *
 * The one session the plugin leaves alone is a managed worker whose resident hooks answer it: the
 * supervisor starts it with `--settings FILE` (read when the session starts, checked before) and
 * says so in the same session's environment (FORGE_HOOKS=resident, FORGE_SETTINGS=FILE). Its
 * PreToolUse hook fails closed, so leaving the call to it never lets an unchecked call through.
 */
export type PluginHookEvent = 'pre-tool' | 'stop' | 'session-start' | 'notification';

export type WorkerSession = { kind: 'worker'; agent: string } | { kind: 'not_worker' } | { kind: 'resident' } | { kind: 'bad_agent'; agent: string };

export function workerSession(env: NodeJS.ProcessEnv): WorkerSession {
  const agent = env.FORGE_AGENT;
  if (!agent) return { kind: 'not_worker' };
  if (!isAgentName(agent)) return { kind: 'bad_agent', agent };
  if (residentSession(env)) return { kind: 'resident' };
  return { kind: 'worker', agent };
}

/** A session the supervisor started with resident hooks (the same test forge-hook.sh makes in sh). */
export function residentSession(env: NodeJS.ProcessEnv): boolean {
  return env.FORGE_HOOKS === 'resident' && Boolean(env.FORGE_SETTINGS);
}
