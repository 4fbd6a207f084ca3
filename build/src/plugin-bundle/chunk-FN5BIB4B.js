import {
  BroadcastIndex
} from "./chunk-JEAGG7HD.js";
import {
  readTrackingOrFail
} from "./chunk-V4KTFVQF.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  DEFAULT_CONFIG
} from "./chunk-EGGF3NBR.js";
import {
  TRACKING_FILE
} from "./chunk-YZV3RAMM.js";

// dist/src/tools/context.js
import { stat } from "node:fs/promises";
function createToolContext(projectRoot, env, clock, agent) {
  let cached = null;
  const context = {
    projectRoot,
    env,
    clock,
    agent: agent ?? (env.FORGE_AGENT || null),
    broadcasts: new BroadcastIndex(projectRoot, { now: () => clock.now(), settleMs: DEFAULT_CONFIG.daemon.settle }),
    async tracking() {
      const facts = await trackingFacts(projectRoot);
      if (facts === null)
        return null;
      if (cached && cached.mtimeMs === facts.mtimeMs && cached.size === facts.size)
        return cached.tracking;
      const tracking = await readTrackingOrFail(projectRoot);
      cached = { ...facts, tracking };
      return tracking;
    },
    // The code index is loaded only when a planning step asks for code context.
    codeContext: async (_root, request) => (await import("./chunk-AX5YDC5I.js")).planningCodeContext(context, request)
  };
  return context;
}
async function trackingFacts(projectRoot) {
  try {
    const info = await stat(inProject(projectRoot, TRACKING_FILE));
    return { mtimeMs: info.mtimeMs, size: info.size };
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return null;
    throw error;
  }
}
function agentOf(context, given) {
  return given ?? context.agent;
}
function requireAgent(context, given, tool) {
  const agent = agentOf(context, given);
  if (agent === null)
    throw new ForgeError("usage", `${tool} needs to know who you are: pass agent, start the server with "forge mcp --agent NAME", or set FORGE_AGENT`);
  return agent;
}

export {
  createToolContext,
  agentOf,
  requireAgent
};
