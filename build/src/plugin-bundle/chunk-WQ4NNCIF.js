import {
  parseRetryAfter
} from "./chunk-3CGSNBTG.js";
import {
  McpCallError,
  connectStdioClient
} from "./chunk-MWX7X5UU.js";
import {
  jsonOrNull
} from "./chunk-AF6YNM63.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  childEnv
} from "./chunk-DVQOKHBY.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import {
  EVENTS_LOG
} from "./chunk-YZV3RAMM.js";

// dist/src/lab-link/lab-connection.js
import { randomUUID } from "node:crypto";

// dist/src/lab-link/daemon-session.js
import { readFile } from "node:fs/promises";
async function lastDaemonSession(projectRoot) {
  for (const file of [EVENTS_LOG, `${EVENTS_LOG}.1`]) {
    let text;
    try {
      text = await readFile(inProject(projectRoot, file), "utf8");
    } catch (error) {
      if (error.code === "ENOENT")
        continue;
      throw error;
    }
    const lines = text.split("\n");
    for (let i = lines.length - 1; i >= 0; i--) {
      if (!lines[i].includes('"forge-session-started"'))
        continue;
      const event = jsonOrNull(lines[i]);
      if (event?.type === "forge-session-started" && typeof event.session_id === "string" && event.session_id !== "")
        return event.session_id;
    }
  }
  return null;
}

// dist/src/lab-link/mcp-stdio-transport.js
var STDERR_KEPT = 2e3;
function mcpStdioTransport(options) {
  let stderrTail = "";
  let connected = null;
  function unavailable(what, error) {
    const said = stderrTail.trim() ? `; it said: ${stderrTail.trim().split("\n").slice(-3).join(" | ")}` : "";
    return new ForgeError("unavailable", `lab is unreachable: ${what} (${error.message})${said}. Check [lab] sentinel_mcp = ${JSON.stringify(options.command)}`, { cause: error });
  }
  function connect() {
    connected ??= connectStdioClient({
      command: "sh",
      args: ["-c", options.command],
      env: childEnv(options.env),
      cwd: options.cwd,
      clientName: "forge",
      connectTimeoutMs: options.connectTimeoutMs,
      onStderr: (chunk) => stderrTail = (stderrTail + chunk).slice(-STDERR_KEPT)
    }).catch((error) => {
      throw unavailable("its MCP server did not start", error);
    });
    return connected;
  }
  return {
    async call(tool, args) {
      const client = await connect();
      let result;
      try {
        result = await client.callTool(tool, args, { timeoutMs: options.callTimeoutMs });
      } catch (error) {
        if (!(error instanceof McpCallError) || error.kind === "no_answer")
          throw unavailable(`${tool} got no answer`, error);
        const retryAfter = retryAfterOf(error.data, error.message, options.now());
        if (retryAfter.limited)
          return { kind: "rate_limited", retryAfterMs: retryAfter.ms, message: error.message };
        return { kind: "refused", message: error.message };
      }
      const { text, structured } = result;
      if (result.isError) {
        const retryAfter = retryAfterOf(structured, text, options.now());
        if (retryAfter.limited)
          return { kind: "rate_limited", retryAfterMs: retryAfter.ms, message: text || "rate limited" };
        return { kind: "refused", message: text || JSON.stringify(structured) };
      }
      return result.value === null ? { kind: "refused", message: `${tool} answered with no JSON object: ${text.slice(0, 200)}` } : { kind: "ok", value: result.value };
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
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// dist/src/lab-link/lab-connection.js
var RETRY = { attempts: 4, fallbackMs: 2e3, maxWaitMs: 6e4 };
function labTransport(projectRoot, config, env) {
  const command = config.lab.sentinel_mcp;
  if (command === void 0 || command.trim() === "")
    return null;
  return mcpStdioTransport({ command, env, cwd: projectRoot, connectTimeoutMs: 1e4, callTimeoutMs: 3e4, now: () => Date.now() });
}
async function withLab(projectRoot, config, env, use) {
  const transport = labTransport(projectRoot, config, env);
  if (transport === null) {
    throw new ForgeError("config", `[lab] sentinel_mcp is not set: it is the command that starts lab's MCP server over stdio (for example sentinel_mcp = "lab-sentinel mcp" in _vibe-chain/config.toml)`);
  }
  try {
    return await use({
      projectRoot,
      projectId: projectIdOf(config, projectRoot),
      sessionId: await lastDaemonSession(projectRoot) ?? randomUUID(),
      transport,
      now: () => (/* @__PURE__ */ new Date()).toISOString(),
      retry: { ...RETRY, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }
    });
  } finally {
    await transport.close();
  }
}

export {
  labTransport,
  withLab
};
