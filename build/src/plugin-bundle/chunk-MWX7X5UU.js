import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";
import {
  PACKAGE_VERSION
} from "./chunk-IW7S7IYC.js";

// dist/src/mcp/sdk.js
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
function toolServer(options) {
  const server = new Server({ name: options.name, version: options.version }, { capabilities: { tools: {} }, instructions: options.instructions });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: options.tools.map((tool) => ({
      ...tool,
      inputSchema: tool.inputSchema,
      outputSchema: tool.outputSchema
    }))
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const answer = await options.call(request.params.name, request.params.arguments ?? {});
    const content = [{ type: "text", text: JSON.stringify(answer.value) }];
    return answer.isError ? { content, isError: true } : { content, structuredContent: answer.value };
  });
  return server;
}
async function serveStdio(options) {
  const server = toolServer(options);
  const closed = new Promise((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(new StdioServerTransport());
  return { closed, close: () => server.close() };
}
var McpCallError = class extends Error {
  kind;
  data;
  constructor(kind, message, data, options) {
    super(message, options);
    this.kind = kind;
    this.data = data;
  }
};
async function connectStdioClient(options) {
  const transport = new StdioClientTransport({
    command: options.command,
    args: options.args,
    env: options.env,
    stderr: "pipe",
    ...options.cwd ? { cwd: options.cwd } : {}
  });
  if (options.onStderr)
    transport.stderr?.on("data", (chunk) => options.onStderr(chunk.toString()));
  const client = new Client({ name: options.clientName, version: PACKAGE_VERSION });
  try {
    await client.connect(transport, options.connectTimeoutMs === void 0 ? void 0 : { timeout: options.connectTimeoutMs });
  } catch (error) {
    await transport.close();
    throw error;
  }
  return {
    async listTools() {
      return (await client.listTools()).tools;
    },
    async callTool(name, args, callOptions = {}) {
      let result;
      try {
        result = await client.callTool({ name, arguments: args }, void 0, callOptions.timeoutMs === void 0 ? void 0 : { timeout: callOptions.timeoutMs });
      } catch (error) {
        if (!(error instanceof McpError))
          throw new McpCallError("no_answer", error.message, void 0, { cause: error });
        const kind = error.code === ErrorCode.ConnectionClosed || error.code === ErrorCode.RequestTimeout ? "no_answer" : "refused";
        throw new McpCallError(kind, error.message, error.data, { cause: error });
      }
      const text = textOf(result.content);
      const structured = isRecord(result.structuredContent) ? result.structuredContent : null;
      return { isError: result.isError === true, text, structured, value: structured ?? objectIn(text) };
    },
    serverName: () => client.getServerVersion()?.name,
    close: () => client.close()
  };
}
function textOf(content) {
  if (!Array.isArray(content))
    return "";
  return content.filter((item) => isRecord(item) && item.type === "text" && typeof item.text === "string").map((item) => item.text).join("\n");
}
function objectIn(text) {
  const value = jsonOrNull(text);
  return isRecord(value) ? value : null;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export {
  serveStdio,
  McpCallError,
  connectStdioClient
};
