import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

/**
 * The only file of ours that talks to the MCP SDK, both sides of it: the stdio server that
 * `forge mcp` runs, and a stdio client (used by the tests and the bench to drive the real server
 * the way Claude Code does). Everything else deals in plain JSON Schemas and JSON values.
 */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
}

/** A tool's answer: structured content on success, the error envelope as text on failure. */
export type McpAnswer = { isError: false; value: Record<string, unknown> } | { isError: true; value: Record<string, unknown> };

export interface McpServerOptions {
  name: string;
  version: string;
  instructions: string;
  tools: McpTool[];
  call(name: string, args: unknown): Promise<McpAnswer>;
}

/** Serves the tools on stdin/stdout; resolves when the client closes the connection. */
export async function serveStdio(options: McpServerOptions): Promise<{ closed: Promise<void>; close(): Promise<void> }> {
  const server = new Server({ name: options.name, version: options.version }, { capabilities: { tools: {} }, instructions: options.instructions });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: options.tools.map((tool) => ({ ...tool, inputSchema: tool.inputSchema as { type: 'object' }, outputSchema: tool.outputSchema as { type: 'object' } })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const answer = await options.call(request.params.name, request.params.arguments ?? {});
    const content = [{ type: 'text' as const, text: JSON.stringify(answer.value) }];
    return answer.isError ? { content, isError: true } : { content, structuredContent: answer.value };
  });
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(new StdioServerTransport());
  return { closed, close: () => server.close() };
}

export interface McpClient {
  listTools(): Promise<Array<{ name: string; description?: string | undefined; inputSchema: unknown; outputSchema?: unknown }>>;
  /** Calls a tool; the SDK checks structured content against the tool's output schema. */
  callTool(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; value: Record<string, unknown>; text: string }>;
  serverName(): string | undefined;
  close(): Promise<void>;
}

export async function connectStdioClient(options: { command: string; args: string[]; env: Record<string, string>; cwd?: string }): Promise<McpClient> {
  const transport = new StdioClientTransport({ command: options.command, args: options.args, env: options.env, stderr: 'pipe', ...(options.cwd ? { cwd: options.cwd } : {}) });
  const client = new Client({ name: 'forge-test-client', version: '0.1.0' });
  await client.connect(transport);
  return {
    async listTools() {
      return (await client.listTools()).tools;
    },
    async callTool(name, args) {
      const result = await client.callTool({ name, arguments: args });
      const first = (result.content as Array<{ type: string; text?: string }>)[0];
      const text = first?.type === 'text' ? (first.text ?? '') : '';
      const value = (result.structuredContent as Record<string, unknown> | undefined) ?? (JSON.parse(text) as Record<string, unknown>);
      return { isError: result.isError === true, value, text };
    },
    serverName: () => client.getServerVersion()?.name,
    close: () => client.close(),
  };
}
