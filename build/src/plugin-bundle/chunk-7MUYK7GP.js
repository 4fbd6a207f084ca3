import {
  serveStdio
} from "./chunk-PQANHIHO.js";
import {
  watchBroadcasts
} from "./chunk-GVVPUHO7.js";
import "./chunk-SA3DTT5T.js";
import "./chunk-D6LPLHLO.js";
import {
  createToolContext,
  runTool
} from "./chunk-Q76YWMKG.js";
import "./chunk-XPCFWVQC.js";
import "./chunk-JIDMEGI6.js";
import "./chunk-22AKA7KO.js";
import "./chunk-BFMTCFO4.js";
import "./chunk-GJMH7367.js";
import "./chunk-DUNIZG3C.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-MRMRONI7.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-NZHWP3EM.js";
import {
  TOOL_DEFINITIONS
} from "./chunk-3I7WBDZ3.js";
import "./chunk-JZJEVA7E.js";
import "./chunk-TYTOEG5S.js";
import "./chunk-LJX74CRM.js";
import "./chunk-W46PSUSI.js";
import "./chunk-KNQEH4ZD.js";
import "./chunk-6NVWGIFO.js";
import "./chunk-CF5D5ITH.js";
import "./chunk-CPMRLUAO.js";
import "./chunk-F66F242C.js";
import "./chunk-C4BOMTJI.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-IGCE3PVI.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-HT5IQZNS.js";
import "./chunk-GDTDZ3SF.js";
import "./chunk-VM6A45NV.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-TSWLUOMB.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-HBIXJ7ER.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-KPKUC2MZ.js";
import "./chunk-AZZCPNZU.js";
import {
  asForgeError,
  errorEnvelope
} from "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-JEEXHUZ3.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-HP2RDOJG.js";
import "./chunk-PGCD7JVV.js";
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
