import { HOOK_HEADER_VARS, HOOKS_PATH, type HookEvent } from '../../protocol/http-api.js';
import { HEIMDALL_MATCHERS } from '../heimdall/hook-entries.js';
import { forgeBin } from './forge-bin.js';
import { shellQuote } from './handoff-instructions.js';

/**
 * A managed worker's hooks, answered by the daemon over loopback (`type: "http"`): no process per
 * tool call, and a Stop hook that waits as a held request. PreToolUse fails closed
 * (`onFailure: "block"`): a daemon that cannot be reached blocks the call, and the model retries
 * it once the daemon is back. The settings name no agent and no story: the headers are filled
 * from the session's own environment (allowedEnvVars), so one file serves any session it is given
 * to. PreCompact stays a command hook: it runs once per compaction, not per call.
 */
const TIMEOUT_S: Record<HookEvent, number> = {
  'pre-tool-use': 30,
  // A managed worker's Stop hook waits for work without a limit; the client still ends a hook at
  // its timeout (the session then stops, and the supervisor wakes it when a task lands).
  stop: 86_400,
  'session-start': 10,
  notification: 10,
};
const PRE_COMPACT_TIMEOUT_S = 15;

/**
 * When the daemon cannot be reached the client blocks the call and tells the model only
 * `[<url>]: failed; blocking because onFailure is "block"` and the socket error, so the URL itself
 * says what to do (the server ignores the query).
 */
const UNREACHABLE_HINT = '?if-this-fails=the-forge-daemon-is-restarting:retry-this-call-in-a-few-seconds';

export function residentHookSettings(baseUrl: string, projectRoot: string, bin = forgeBin()): Record<string, unknown> {
  const headers = Object.fromEntries(Object.entries(HOOK_HEADER_VARS).map(([header, variable]) => [header, `$${variable}`]));
  const http = (event: HookEvent) => ({
    type: 'http',
    url: `${baseUrl}${HOOKS_PATH}/${event}${event === 'pre-tool-use' ? UNREACHABLE_HINT : ''}`,
    timeout: TIMEOUT_S[event],
    headers,
    allowedEnvVars: Object.values(HOOK_HEADER_VARS),
    ...(event === 'pre-tool-use' ? { onFailure: 'block' } : {}),
  });
  return {
    hooks: {
      PreToolUse: [{ matcher: HEIMDALL_MATCHERS.join('|'), hooks: [http('pre-tool-use')] }],
      Stop: [{ hooks: [http('stop')] }],
      SessionStart: [{ hooks: [http('session-start')] }],
      Notification: [{ hooks: [http('notification')] }],
      PreCompact: [
        { hooks: [{ type: 'command', command: `${shellQuote(bin)} hook pre-compact --project ${shellQuote(projectRoot)}`, timeout: PRE_COMPACT_TIMEOUT_S }] },
      ],
    },
  };
}
