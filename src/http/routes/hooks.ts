import { HOOKS_PATH, type HookEvent } from '../../../protocol/http-api.js';
import { ForgeError } from '../../errors.js';
import { diskFsView } from '../../heimdall/fs-view.js';
import { runHook } from '../../heimdall/hook.js';
import { recordNotification } from '../../workers/notification-mark.js';
import { answerStop } from '../../workers/stop-answer.js';
import { workerSessionStart } from '../../workers/worker-session-start.js';
import type { ApiContext } from '../api-context.js';
import { json } from '../responses.js';
import { defineRoute, type Route } from '../router.js';
import { caller, type HookCaller } from './hook-caller.js';

/**
 * The resident hooks: a managed worker's Claude Code session POSTs each hook's JSON here
 * (`type: "http"` hooks, src/workers/resident-settings.ts) instead of starting a process per call.
 * The answers are exactly the command hooks' (same code). Every request carries the project's hook
 * token and names its session's agent in headers filled from the session's own environment.
 */
async function body(request: Request): Promise<{ text: string; value: Record<string, unknown> }> {
  const text = await request.text();
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { text, value: value as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
  throw new ForgeError('bad_input', 'the request body must be the hook JSON object Claude Code sends');
}

/** The daemon's environment with the session's own HOME and agent, for the guard's policy. */
function sessionEnv(who: HookCaller): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FORGE_AGENT: who.agent };
  delete env.FORGE_CONTEXT;
  if (who.home) env.HOME = who.home;
  return env;
}

type Handler = (request: Request, ctx: ApiContext, who: HookCaller) => Promise<unknown>;

const HANDLERS: Record<HookEvent, Handler> = {
  async 'pre-tool-use'(request, ctx, who) {
    const { text } = await body(request);
    const result = await runHook(
      text,
      { context: null, project: ctx.projectRoot },
      { env: sessionEnv(who), processCwd: ctx.projectRoot, clock: ctx.clock, fs: diskFsView },
    );
    return result.exitCode === 2 ? JSON.parse(result.stdout) : {};
  },
  async stop(request, ctx, who) {
    const { value } = await body(request);
    return answerStop({
      projectRoot: ctx.projectRoot,
      agent: who.agent,
      config: ctx.config(),
      clock: ctx.clock,
      sessionId: typeof value.session_id === 'string' && value.session_id !== '' ? value.session_id : undefined,
      continuing: value.stop_hook_active === true,
      sessionAgent: who.agent,
      sessionStarted: who.sessionStarted,
      // The wait ends when the session gives up on the request (its hook timeout) or the daemon stops.
      signal: AbortSignal.any([request.signal, ctx.closing]),
      stderr: () => {},
    });
  },
  async 'session-start'(request, ctx, who) {
    await body(request);
    const text = await workerSessionStart(ctx.projectRoot, who.agent, sessionEnv(who), ctx.clock.now());
    return { hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: text } };
  },
  async notification(request, ctx, who) {
    const { value } = await body(request);
    await recordNotification(ctx.projectRoot, who.agent, value, new Date(ctx.clock.now()));
    return {};
  },
};

const SUMMARY: Record<HookEvent, string> = {
  'pre-tool-use': "a managed worker's PreToolUse hook: Heimdall's decision on the call",
  stop: "a managed worker's Stop hook: its next task, held until one lands",
  'session-start': "a managed worker's SessionStart hook: who it is and its task",
  notification: "a managed worker's Notification hook: it waits for a person",
};

const routes: Route[] = (Object.keys(HANDLERS) as HookEvent[]).map((event) =>
  defineRoute({
    method: 'POST',
    path: `${HOOKS_PATH}/${event}`,
    summary: SUMMARY[event],
    async handle(request, ctx) {
      return json(await HANDLERS[event](request, ctx, caller(request, ctx)));
    },
  }),
);

export default routes;
