import { timingSafeEqual } from 'node:crypto';
import { HOOK_AGENT_HEADER, HOOK_HOME_HEADER, HOOK_SESSION_STARTED_HEADER, HOOK_TOKEN_HEADER } from '../../../protocol/http-api.js';
import { isAgentName } from '../../../protocol/id-patterns.js';
import { ForgeError } from '../../errors.js';
import type { ApiContext } from '../api-context.js';

/** A request of a managed session (a hook or an MCP call) must carry the project's hook token. */
function checkHookToken(request: Request, ctx: ApiContext): void {
  const expected = ctx.hookToken();
  if (expected === null) throw new ForgeError('unavailable', 'the resident hooks are not ready yet; retry in a moment');
  const given = Buffer.from(request.headers.get(HOOK_TOKEN_HEADER) ?? '');
  const want = Buffer.from(expected);
  if (given.length !== want.length || !timingSafeEqual(given, want))
    throw new ForgeError('forbidden', `the ${HOOK_TOKEN_HEADER} header is not this project's hook token (restart the worker: forge workers restart NAME)`);
}

export interface HookCaller {
  agent: string;
  home: string | undefined;
  sessionStarted: string | undefined;
}

export function caller(request: Request, ctx: ApiContext): HookCaller {
  checkHookToken(request, ctx);
  const agent = request.headers.get(HOOK_AGENT_HEADER) ?? '';
  if (!isAgentName(agent))
    throw new ForgeError('bad_input', `the ${HOOK_AGENT_HEADER} header must name the session's agent (FORGE_AGENT), got ${JSON.stringify(agent)}`);
  const home = request.headers.get(HOOK_HOME_HEADER) || undefined;
  const sessionStarted = request.headers.get(HOOK_SESSION_STARTED_HEADER) || undefined;
  return { agent, home, sessionStarted };
}
