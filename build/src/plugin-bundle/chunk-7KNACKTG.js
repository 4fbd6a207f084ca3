import {
  parseRetryAfter
} from "./chunk-JHCKXXRS.js";
import {
  jsonOrNull
} from "./chunk-NZ7GWHGW.js";
import {
  projectIdOf
} from "./chunk-KDI3WSDG.js";
import {
  ForgeError
} from "./chunk-3KSWOEMC.js";
import {
  childEnv
} from "./chunk-DVQOKHBY.js";
import "./chunk-YZFATT7X.js";

// dist/src/lab/mcp-stdio-transport.js
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
var STDERR_KEPT = 2e3;
function mcpStdioTransport(options) {
  let stderrTail = "";
  let connected = null;
  function unavailable(what, error) {
    const said = stderrTail.trim() ? `; it said: ${stderrTail.trim().split("\n").slice(-3).join(" | ")}` : "";
    return new ForgeError("unavailable", `lab is unreachable: ${what} (${error.message})${said}. Check [lab] sentinel_mcp = ${JSON.stringify(options.command)}`, { cause: error });
  }
  function connect() {
    connected ??= (async () => {
      const transport = new StdioClientTransport({ command: "sh", args: ["-c", options.command], env: childEnv(options.env), cwd: options.cwd, stderr: "pipe" });
      transport.stderr?.on("data", (chunk) => stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_KEPT));
      const client = new Client({ name: "forge", version: "0.1.0" });
      try {
        await client.connect(transport, { timeout: options.connectTimeoutMs });
      } catch (error) {
        await transport.close();
        throw unavailable("its MCP server did not start", error);
      }
      return client;
    })();
    return connected;
  }
  return {
    async call(tool, args) {
      const client = await connect();
      let result;
      try {
        result = await client.callTool({ name: tool, arguments: args }, void 0, { timeout: options.callTimeoutMs });
      } catch (error) {
        if (!(error instanceof McpError))
          throw unavailable(`${tool} failed`, error);
        if (error.code === ErrorCode.ConnectionClosed || error.code === ErrorCode.RequestTimeout)
          throw unavailable(`${tool} got no answer`, error);
        const retryAfter = retryAfterOf(error.data, error.message, options.now());
        if (retryAfter.limited)
          return { kind: "rate_limited", retryAfterMs: retryAfter.ms, message: error.message };
        return { kind: "refused", message: error.message };
      }
      const text = textOf(result.content);
      const structured = isRecord(result.structuredContent) ? result.structuredContent : null;
      if (result.isError) {
        const retryAfter = retryAfterOf(structured, text, options.now());
        if (retryAfter.limited)
          return { kind: "rate_limited", retryAfterMs: retryAfter.ms, message: text || "rate limited" };
        return { kind: "refused", message: text || JSON.stringify(structured) };
      }
      const value = structured ?? parseObject(text);
      return value === null ? { kind: "refused", message: `${tool} answered with no JSON object: ${text.slice(0, 200)}` } : { kind: "ok", value };
    },
    async close() {
      if (!connected)
        return;
      const client = await connected.catch(() => null);
      await client?.close();
    }
  };
}
function retryAfterOf(data, text, now) {
  const fields = isRecord(data) ? data : {};
  const given = fields.retry_after ?? fields.retryAfter ?? fields["Retry-After"] ?? /retry[-_ ]after["':= ]+([^\s,"}]+)/i.exec(text)?.[1];
  const limited = fields.error === "rate_limited" || fields.code === 429 || /rate[-_ ]?limit/i.test(text) || given !== void 0;
  return { limited, ms: given === void 0 ? null : parseRetryAfter(given, now) };
}
function textOf(content) {
  if (!Array.isArray(content))
    return "";
  return content.filter((item) => isRecord(item) && item.type === "text" && typeof item.text === "string").map((item) => item.text).join("\n");
}
function parseObject(text) {
  const value = jsonOrNull(text);
  return isRecord(value) ? value : null;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// dist/src/lab/lab-connection.js
var RETRY = { attempts: 4, fallbackMs: 2e3, maxWaitMs: 6e4 };
async function withLab(projectRoot, config, env, use) {
  const command = config.lab.sentinel_mcp;
  if (command === void 0 || command.trim() === "") {
    throw new ForgeError("config", `[lab] sentinel_mcp is not set: it is the command that starts lab's MCP server over stdio (for example sentinel_mcp = "lab-sentinel mcp" in _vibe-chain/config.toml)`);
  }
  const transport = mcpStdioTransport({ command, env, cwd: projectRoot, connectTimeoutMs: 1e4, callTimeoutMs: 3e4, now: () => Date.now() });
  try {
    return await use({
      projectRoot,
      projectId: projectIdOf(config, projectRoot),
      transport,
      now: () => (/* @__PURE__ */ new Date()).toISOString(),
      retry: { ...RETRY, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }
    });
  } finally {
    await transport.close();
  }
}
export {
  withLab
};
