import { z } from 'zod';
import { TOOL_DEFINITIONS } from '../../protocol/tools/index.js';
import type { TreeWatch } from '../../watchers/fs-watcher.js';
import type { Clock } from '../clock.js';
import { asForgeError, errorEnvelope } from '../errors.js';
import type { ToolContext } from '../tools/context.js';
import { type McpAnswer, type McpTool, serveStdio } from './sdk.js';

/**
 * `forge mcp`: the agent-facing tools over stdio, as server `forge` (so Claude Code shows them
 * as `mcp__forge__<tool>`). One tool context lives as long as the server, so answers come from
 * memory while the files are unchanged; a watcher on the broadcasts folder tells the context
 * when a broadcast was edited in place. Claude Code holds a session's first model request until
 * the server has answered initialize, so the tools' code, the context and the watcher are loaded on
 * the first tool call, not before.
 */
export const SERVER_NAME = 'forge';

const INSTRUCTIONS = `Coordination tools for workers building modules of one feature in parallel. Before building against another module: get_state (your task, siblings, relevant broadcasts), then get_broadcasts / get_broadcast for contracts. As soon as you know an interface others will call, broadcast_finding it. Finish with submit_handoff. Every answer is bounded (about 10 KB); lists page with limit/cursor/nextCursor; errors are {ok:false, error:{code, message}}.`;

export function mcpTools(): McpTool[] {
  return TOOL_DEFINITIONS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: plainSchema(z.toJSONSchema(tool.input, { io: 'input' })),
    outputSchema: plainSchema(z.toJSONSchema(tool.output, { io: 'output' })),
  }));
}

/** Draft-agnostic: the SDK's validators default to draft-07 and refuse an unknown $schema. */
function plainSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}

export interface McpServerRun {
  projectRoot: string;
  env: NodeJS.ProcessEnv;
  clock: Clock;
  agent: string | undefined;
  version: string;
  watch: 'native' | 'poll';
  pollIntervalMs: number;
  stopSignal: AbortSignal;
  /** Diagnostics go to stderr: stdout carries the MCP messages. */
  log: (text: string) => void;
}

export async function runMcpServer(options: McpServerRun): Promise<void> {
  let runtime: Promise<ToolRuntime> | undefined;
  const server = await serveStdio({
    name: SERVER_NAME,
    version: options.version,
    instructions: INSTRUCTIONS,
    tools: mcpTools(),
    async call(name, args): Promise<McpAnswer> {
      try {
        const { context, runTool } = await (runtime ??= startToolRuntime(options));
        return { isError: false, value: (await runTool(context, name, args)) as Record<string, unknown> };
      } catch (error) {
        return { isError: true, value: errorEnvelope(asForgeError(error)) };
      }
    },
  });
  options.stopSignal.addEventListener('abort', () => void server.close(), { once: true });
  await server.closed;
  // A runtime that failed to start has no watcher; its calls already answered with the error.
  await runtime?.then(
    (started) => started.watch.close(),
    () => undefined,
  );
}

interface ToolRuntime {
  context: ToolContext;
  runTool: typeof import('../tools/registry.js').runTool;
  watch: TreeWatch;
}

async function startToolRuntime(options: McpServerRun): Promise<ToolRuntime> {
  const [{ createToolContext }, { runTool }, { watchBroadcasts }] = await Promise.all([
    import('../tools/context.js'),
    import('../tools/registry.js'),
    import('../../watchers/broadcasts-watcher.js'),
  ]);
  const context = createToolContext(options.projectRoot, options.env, options.clock, options.agent);
  const watch = watchBroadcasts({
    projectRoot: options.projectRoot,
    mode: options.watch,
    pollIntervalMs: options.pollIntervalMs,
    onPath: (path) => context.broadcasts.invalidate(path.slice(path.lastIndexOf('/') + 1)),
    onError: (error) => options.log(`forge mcp: broadcasts watcher: ${error.message}; answers still re-list the folder on every call\n`),
  });
  return { context, runTool, watch };
}
