import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  answerStop
} from "./chunk-QSMVICCT.js";
import "./chunk-XIY7ASUG.js";
import {
  workerSessionStart
} from "./chunk-YPGMWS3G.js";
import "./chunk-6LTEZ4QC.js";
import "./chunk-5LOULQRQ.js";
import "./chunk-Q7W55LQA.js";
import "./chunk-YPPUMZ6U.js";
import {
  recordNotification
} from "./chunk-46ZNCUAE.js";
import "./chunk-TOKAIHTZ.js";
import "./chunk-XIWWQEB4.js";
import "./chunk-EUBYSOBO.js";
import "./chunk-4POOMP3Z.js";
import "./chunk-X3KHE65L.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-2WFNYI6B.js";
import "./chunk-4DQAAMPB.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-5J427G2N.js";
import "./chunk-HXQHTFQO.js";
import "./chunk-44A73VCQ.js";
import "./chunk-ONWPKX4J.js";
import {
  HOOKS_PATH,
  HOOK_AGENT_HEADER,
  HOOK_HOME_HEADER,
  HOOK_SESSION_STARTED_HEADER,
  HOOK_TOKEN_HEADER
} from "./chunk-4TCW4J5D.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-G57OUFMF.js";
import "./chunk-HLWP23XC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-WWRLA7TE.js";
import "./chunk-TFU6VN56.js";
import "./chunk-HNBL6S2E.js";
import "./chunk-LXD4A765.js";
import "./chunk-W46PSUSI.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  runHook
} from "./chunk-2Y4GBJI3.js";
import "./chunk-QU7FKSZT.js";
import "./chunk-GS7FN3HQ.js";
import {
  diskFsView
} from "./chunk-4P3TWX4D.js";
import "./chunk-OCQLEJ7U.js";
import "./chunk-4LT236LF.js";
import "./chunk-MW3MWNWP.js";
import "./chunk-CSNSZUFI.js";
import "./chunk-3U7WTOJS.js";
import {
  isAgentName
} from "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-EKTOFPDF.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/hook-caller.js
import { timingSafeEqual } from "node:crypto";
function checkHookToken(request, ctx) {
  const expected = ctx.hookToken();
  if (expected === null)
    throw new ForgeError("unavailable", "the resident hooks are not ready yet; retry in a moment");
  const given = Buffer.from(request.headers.get(HOOK_TOKEN_HEADER) ?? "");
  const want = Buffer.from(expected);
  if (given.length !== want.length || !timingSafeEqual(given, want))
    throw new ForgeError("forbidden", `the ${HOOK_TOKEN_HEADER} header is not this project's hook token (restart the worker: forge workers restart NAME)`);
}
function caller(request, ctx) {
  checkHookToken(request, ctx);
  const agent = request.headers.get(HOOK_AGENT_HEADER) ?? "";
  if (!isAgentName(agent))
    throw new ForgeError("bad_input", `the ${HOOK_AGENT_HEADER} header must name the session's agent (FORGE_AGENT), got ${JSON.stringify(agent)}`);
  const home = request.headers.get(HOOK_HOME_HEADER) || void 0;
  const sessionStarted = request.headers.get(HOOK_SESSION_STARTED_HEADER) || void 0;
  return { agent, home, sessionStarted };
}

// dist/src/http/routes/hooks.js
async function body(request) {
  const text = await request.text();
  try {
    const value = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      return { text, value };
  } catch (error) {
    if (!(error instanceof SyntaxError))
      throw error;
  }
  throw new ForgeError("bad_input", "the request body must be the hook JSON object Claude Code sends");
}
function sessionEnv(who) {
  const env = { ...process.env, FORGE_AGENT: who.agent };
  delete env.FORGE_CONTEXT;
  if (who.home)
    env.HOME = who.home;
  return env;
}
var HANDLERS = {
  async "pre-tool-use"(request, ctx, who) {
    const { text } = await body(request);
    const result = await runHook(text, { context: null, project: ctx.projectRoot }, { env: sessionEnv(who), processCwd: ctx.projectRoot, clock: ctx.clock, fs: diskFsView });
    return result.exitCode === 2 ? JSON.parse(result.stdout) : {};
  },
  async stop(request, ctx, who) {
    const { value } = await body(request);
    return answerStop({
      projectRoot: ctx.projectRoot,
      agent: who.agent,
      config: ctx.config(),
      clock: ctx.clock,
      sessionId: typeof value.session_id === "string" && value.session_id !== "" ? value.session_id : void 0,
      continuing: value.stop_hook_active === true,
      sessionAgent: who.agent,
      sessionStarted: who.sessionStarted,
      // The wait ends when the session gives up on the request (its hook timeout) or the daemon stops.
      signal: AbortSignal.any([request.signal, ctx.closing]),
      stderr: () => {
      }
    });
  },
  async "session-start"(request, ctx, who) {
    await body(request);
    const text = await workerSessionStart(ctx.projectRoot, who.agent, sessionEnv(who), ctx.clock.now());
    return { hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: text } };
  },
  async notification(request, ctx, who) {
    const { value } = await body(request);
    await recordNotification(ctx.projectRoot, who.agent, value, new Date(ctx.clock.now()));
    return {};
  }
};
var SUMMARY = {
  "pre-tool-use": "a managed worker's PreToolUse hook: Heimdall's decision on the call",
  stop: "a managed worker's Stop hook: its next task, held until one lands",
  "session-start": "a managed worker's SessionStart hook: who it is and its task",
  notification: "a managed worker's Notification hook: it waits for a person"
};
var routes = Object.keys(HANDLERS).map((event) => defineRoute({
  method: "POST",
  path: `${HOOKS_PATH}/${event}`,
  summary: SUMMARY[event],
  async handle(request, ctx) {
    return json(await HANDLERS[event](request, ctx, caller(request, ctx)));
  }
}));
var hooks_default = routes;
export {
  hooks_default as default
};
