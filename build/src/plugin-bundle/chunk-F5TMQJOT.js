import {
  serveStdio
} from "./chunk-MWX7X5UU.js";
import {
  TOOL_DEFINITIONS
} from "./chunk-TJYZDHPJ.js";
import "./chunk-6SAZ3PZF.js";
import "./chunk-AF6YNM63.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-IW7S7IYC.js";
import {
  asForgeError,
  errorEnvelope
} from "./chunk-54LJ5TLE.js";
import "./chunk-JC3QF5J2.js";
import "./chunk-SN4Z7LYO.js";
import "./chunk-C5Q5C45N.js";
import "./chunk-5WLASJTG.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/mcp/server.js
import { z } from "zod";
var SERVER_NAME = "forge";
var INSTRUCTIONS = `Coordination tools for workers building modules of one feature in parallel. Before building against another module: get_state (your task, siblings, relevant broadcasts), then get_broadcasts / get_broadcast for contracts. As soon as you know an interface others will call, broadcast_finding it. Finish with submit_handoff. Every answer is bounded (about 10 KB); lists page with limit/cursor/nextCursor; errors are {ok:false, error:{code, message}}.`;
function mcpTools() {
  return TOOL_DEFINITIONS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: plainSchema(z.toJSONSchema(tool.input, { io: "input" })),
    outputSchema: plainSchema(z.toJSONSchema(tool.output, { io: "output" }))
  }));
}
function plainSchema(schema) {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}
async function runMcpServer(options) {
  let runtime;
  const server = await serveStdio({
    name: SERVER_NAME,
    version: options.version,
    instructions: INSTRUCTIONS,
    tools: mcpTools(),
    async call(name, args) {
      try {
        const { context, runTool } = await (runtime ??= startToolRuntime(options));
        return { isError: false, value: await runTool(context, name, args) };
      } catch (error) {
        return { isError: true, value: errorEnvelope(asForgeError(error)) };
      }
    }
  });
  options.stopSignal.addEventListener("abort", () => void server.close(), { once: true });
  await server.closed;
  await runtime?.then((started) => started.watch.close(), () => void 0);
}
async function startToolRuntime(options) {
  const [{ createToolContext }, { runTool }, { watchBroadcasts }] = await Promise.all([
    import("./chunk-7NK2B7D7.js"),
    import("./chunk-7V5K3W73.js"),
    import("./chunk-U4SOSR5W.js")
  ]);
  const context = createToolContext(options.projectRoot, options.env, options.clock, options.agent);
  const watch = watchBroadcasts({
    projectRoot: options.projectRoot,
    mode: options.watch,
    pollIntervalMs: options.pollIntervalMs,
    onPath: (path) => context.broadcasts.invalidate(path.slice(path.lastIndexOf("/") + 1)),
    onError: (error) => options.log(`forge mcp: broadcasts watcher: ${error.message}; answers still re-list the folder on every call
`)
  });
  return { context, runTool, watch };
}
export {
  SERVER_NAME,
  mcpTools,
  runMcpServer
};
