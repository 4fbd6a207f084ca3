import {
  watchBroadcasts
} from "./chunk-OMN5EUGL.js";
import "./chunk-NPLEHLCG.js";
import "./chunk-D6LPLHLO.js";
import {
  createToolContext,
  runTool
} from "./chunk-HGX2LV6J.js";
import "./chunk-UGPX6QAU.js";
import "./chunk-H62P5TPP.js";
import "./chunk-GJMH7367.js";
import "./chunk-YUSS7HGR.js";
import "./chunk-22AKA7KO.js";
import "./chunk-IP2LJH4L.js";
import "./chunk-HLZXS5BH.js";
import "./chunk-VU2DEFHH.js";
import "./chunk-HGBP6KEH.js";
import "./chunk-L7345J75.js";
import "./chunk-VAFYDGBG.js";
import "./chunk-CQLQ7RBA.js";
import "./chunk-XSPBXC4N.js";
import "./chunk-ODBVGG23.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-V57STGOB.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-6ULKFXEW.js";
import "./chunk-7NAOG5LO.js";
import "./chunk-MCOZF7DD.js";
import "./chunk-3E3DZNX3.js";
import "./chunk-ADAZ7S66.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-2TBVN567.js";
import "./chunk-QBHKEVBQ.js";
import {
  TOOL_DEFINITIONS
} from "./chunk-JZDCTEG3.js";
import "./chunk-CH7PQBJ7.js";
import "./chunk-HTLITGIS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-4XKDIFGD.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-V3BWZ7UI.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-I66LDCDV.js";
import {
  asForgeError,
  errorEnvelope
} from "./chunk-3KSWOEMC.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-KWAIEQ2K.js";
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/mcp/server.js
import { z } from "zod";

// dist/src/mcp/sdk.js
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
async function serveStdio(options) {
  const server = new Server({ name: options.name, version: options.version }, { capabilities: { tools: {} }, instructions: options.instructions });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: options.tools.map((tool) => ({ ...tool, inputSchema: tool.inputSchema, outputSchema: tool.outputSchema }))
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const answer = await options.call(request.params.name, request.params.arguments ?? {});
    const content = [{ type: "text", text: JSON.stringify(answer.value) }];
    return answer.isError ? { content, isError: true } : { content, structuredContent: answer.value };
  });
  const closed = new Promise((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(new StdioServerTransport());
  return { closed, close: () => server.close() };
}

// dist/src/mcp/server.js
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
  const context = createToolContext(options.projectRoot, options.env, options.clock, options.agent);
  const watch = watchBroadcasts({
    projectRoot: options.projectRoot,
    mode: options.watch,
    pollIntervalMs: options.pollIntervalMs,
    onPath: (path) => context.broadcasts.invalidate(path.slice(path.lastIndexOf("/") + 1)),
    onError: (error) => options.log(`forge mcp: broadcasts watcher: ${error.message}; answers still re-list the folder on every call
`)
  });
  const server = await serveStdio({
    name: SERVER_NAME,
    version: options.version,
    instructions: INSTRUCTIONS,
    tools: mcpTools(),
    async call(name, args) {
      try {
        return { isError: false, value: await runTool(context, name, args) };
      } catch (error) {
        return { isError: true, value: errorEnvelope(asForgeError(error)) };
      }
    }
  });
  options.stopSignal.addEventListener("abort", () => void server.close(), { once: true });
  await server.closed;
  await watch.close();
}
export {
  SERVER_NAME,
  mcpTools,
  runMcpServer
};
