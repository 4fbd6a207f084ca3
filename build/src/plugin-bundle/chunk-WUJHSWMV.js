import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  answerStop
} from "./chunk-7MUY5GT3.js";
import "./chunk-GVABGYPN.js";
import "./chunk-B4B5MKH5.js";
import "./chunk-ZCZQVZMR.js";
import "./chunk-RJFJK3WY.js";
import {
  workerSessionStart
} from "./chunk-4K67H6UK.js";
import "./chunk-NOJMCEDM.js";
import "./chunk-J5Z4FF4T.js";
import "./chunk-Q7W55LQA.js";
import {
  recordNotification
} from "./chunk-JFJZBHPT.js";
import "./chunk-Z6XF57ZM.js";
import "./chunk-TOKAIHTZ.js";
import "./chunk-LFHB6M5V.js";
import "./chunk-BSUXXPLT.js";
import "./chunk-HSUGBURF.js";
import "./chunk-74V7TVD4.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-QTYCUWII.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-V4KTFVQF.js";
import "./chunk-J4NJ7XEG.js";
import {
  HOOKS_PATH,
  HOOK_AGENT_HEADER,
  HOOK_HOME_HEADER,
  HOOK_SESSION_STARTED_HEADER,
  HOOK_TOKEN_HEADER
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-G57OUFMF.js";
import "./chunk-3HRL5VYN.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-WODHW2AT.js";
import "./chunk-DVXXGNJS.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  runHook
} from "./chunk-ALS3AFFH.js";
import "./chunk-AWXILJD5.js";
import "./chunk-4LT236LF.js";
import "./chunk-SRIU64PF.js";
import "./chunk-OJP7CWSX.js";
import "./chunk-MW3MWNWP.js";
import {
  diskFsView
} from "./chunk-4P3TWX4D.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import {
  isAgentName
} from "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
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
