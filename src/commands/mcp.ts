import { defineCommand } from '../cli/command.js';
import { COMMON_FLAGS } from '../cli/flag-values.js';
import { ForgeError } from '../errors.js';
import { watchChoiceFor } from '../fs/watch-mode.js';
import { PACKAGE_VERSION } from '../package-version.js';
import { resolveProjectRoot } from '../project/project-root.js';

export default defineCommand({
  usage: 'forge mcp [--project DIR] [--agent NAME]',
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
    agent: { type: 'string' },
  },
  async run(args, io) {
    const [{ runMcpServer }, { AgentName }, { systemClock }, { clientConfig }] = await Promise.all([
      import('../mcp/server.js'),
      import('../../protocol/story-id.js'),
      import('../clock.js'),
      import('../parties/client-config.js'),
    ]);
    const agent = args.values.agent;
    if (agent !== undefined && !AgentName.safeParse(agent).success)
      throw new ForgeError('usage', `--agent: expected an agent name (lower-case letters, digits, _ or -), got ${JSON.stringify(agent)}`);
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
      log: io.stderr,
    });
    return 0;
  },
});
