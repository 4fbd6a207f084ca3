import { type Config, managedWorkers } from '../../protocol/config.js';
import { type HookEntry, isForgeHook } from '../claude-settings/merge-hooks.js';
import { forgeBin } from './forge-bin.js';
import { shellQuote } from './handoff-instructions.js';

/** Extra seconds Claude Code gives the Stop hook beyond its idle wait, so the hook ends the wait itself. */
const STOP_TIMEOUT_MARGIN_S = 30;
const SESSION_START_TIMEOUT_S = 10;

/**
 * A managed worker's Stop hook waits for work without a time limit; Claude Code still ends a hook
 * at its timeout, so the timeout is a day (the supervisor wakes a session whose hook ended anyway).
 */
const MANAGED_STOP_TIMEOUT_S = 86_400;
const NOTIFICATION_TIMEOUT_S = 10;

/**
 * The worker's own command hooks: the Stop hook that delivers tasks, the SessionStart hook that
 * says who the worker is, and the Notification hook that says when the session waits for a person.
 * With `agent` null (hooks written where any session may read them: `forge hooks install`) they
 * name no agent, and each call takes it from the session's FORGE_AGENT; SessionStart is then the
 * plugin's job, so it is left out (it would give every non-worker session the project block twice).
 */
export function workerHookEntries(projectRoot: string, agent: string | null, config: Config, bin = forgeBin()): HookEntry[] {
  const tail = `${agent ? `--agent ${agent} ` : ''}--project ${shellQuote(projectRoot)}`;
  const stopTimeout =
    agent && managedWorkers(config).includes(agent) ? MANAGED_STOP_TIMEOUT_S : Math.ceil(config.workers.idle_wait / 1000) + STOP_TIMEOUT_MARGIN_S;
  return [
    { event: 'Stop', command: `${shellQuote(bin)} hook stop ${tail}`, timeout: stopTimeout, owns: isForgeHook('stop') },
    ...(agent
      ? [
          {
            event: 'SessionStart',
            command: `${shellQuote(bin)} hook session-start ${tail}`,
            timeout: SESSION_START_TIMEOUT_S,
            owns: isForgeHook('session-start'),
          },
        ]
      : []),
    { event: 'Notification', command: `${shellQuote(bin)} hook notification ${tail}`, timeout: NOTIFICATION_TIMEOUT_S, owns: isForgeHook('notification') },
  ];
}
