import {
  watchChoiceFor
} from "./chunk-Z6XF57ZM.js";
import {
  COMMON_FLAGS
} from "./chunk-SJRH2Q4E.js";
import {
  PACKAGE_VERSION
} from "./chunk-IW7S7IYC.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/mcp.js
var mcp_default = defineCommand({
  usage: "forge mcp [--project DIR] [--agent NAME]",
  summary: 'Serve the agent-facing tools over MCP on stdio (server "forge": tools mcp__forge__<tool>).',
  help: `Runs an MCP server on stdin/stdout with the official MCP SDK until the client disconnects.
Tools: broadcast_finding, get_broadcasts, get_broadcast, get_state, get_siblings,
search_knowledge, get_exchange, submit_handoff, workers_available, inspect_batch. Each tool's
description is its documented contract; "forge tool NAME --schema" prints it with the JSON
Schemas. Nothing but MCP messages is written to stdout.

options:
  --agent NAME    the worker this server speaks for (default $FORGE_AGENT): the default agent of
                  broadcast_finding, get_state, get_siblings and submit_handoff

Register it with Claude Code, e.g. in .mcp.json:
  {"mcpServers": {"forge": {"command": "forge", "args": ["mcp", "--agent", "anvil"]}}}`,
  options: {
    ...COMMON_FLAGS,
    agent: { type: "string" }
  },
  async run(args, io) {
    const [{ runMcpServer }, { AgentName }, { systemClock }, { clientConfig }] = await Promise.all([
      import("./chunk-F5TMQJOT.js"),
      import("./chunk-CXHWFY6I.js"),
      import("./chunk-T7EV6BHS.js"),
      import("./chunk-HC3DYR3B.js")
    ]);
    const agent = args.values.agent;
    if (agent !== void 0 && !AgentName.safeParse(agent).success)
      throw new ForgeError("usage", `--agent: expected an agent name (lower-case letters, digits, _ or -), got ${JSON.stringify(agent)}`);
    const projectRoot = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const config = await clientConfig(projectRoot, io.env);
    await runMcpServer({
      projectRoot,
      env: io.env,
      clock: systemClock,
      agent,
      version: PACKAGE_VERSION,
      watch: watchChoiceFor(config.daemon.watch, projectRoot).mode,
      pollIntervalMs: config.daemon.poll_interval,
      stopSignal: io.stopSignal,
      log: io.stderr
    });
    return 0;
  }
});
export {
  mcp_default as default
};
