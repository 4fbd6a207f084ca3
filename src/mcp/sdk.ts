import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { PACKAGE_VERSION } from '../package-version.js';
import { jsonOrNull } from '../text/json-or-null.js';

/**
 * The only file of ours that talks to the MCP SDK, both sides of it: the stdio server that
 * `forge mcp` runs, and a stdio client (forge's link to lab's sentinel server, and the tests and
 * the bench driving the real server the way Claude Code does). Everything else deals in plain
 * JSON Schemas and JSON values.
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

function toolServer(options: McpServerOptions): Server {
  const server = new Server({ name: options.name, version: options.version }, { capabilities: { tools: {} }, instructions: options.instructions });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: options.tools.map((tool) => ({
      ...tool,
      inputSchema: tool.inputSchema as { type: 'object' },
      outputSchema: tool.outputSchema as { type: 'object' },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const answer = await options.call(request.params.name, request.params.arguments ?? {});
    const content = [{ type: 'text' as const, text: JSON.stringify(answer.value) }];
    return answer.isError ? { content, isError: true } : { content, structuredContent: answer.value };
  });
  return server;
}

/** Serves the tools on stdin/stdout; resolves when the client closes the connection. */
export async function serveStdio(options: McpServerOptions): Promise<{ closed: Promise<void>; close(): Promise<void> }> {
  const server = toolServer(options);
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(new StdioServerTransport());
  return { closed, close: () => server.close() };
}

export interface McpToolResult {
  isError: boolean;
  /** The text content blocks, joined. */
  text: string;
  /** structuredContent when it is an object, else null. */
  structured: Record<string, unknown> | null;
  /** The answer as an object: structured content, else the text parsed as a JSON object; null when it is neither. */
  value: Record<string, unknown> | null;
}

/** A call that got no tool result: the connection closed or timed out, or the server refused the request itself. */
export class McpCallError extends Error {
  constructor(
    readonly kind: 'no_answer' | 'refused',
    message: string,
    /** The JSON-RPC error's data, for a refusal. */
    readonly data: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface McpClient {
  listTools(): Promise<Array<{ name: string; description?: string | undefined; inputSchema: unknown; outputSchema?: unknown }>>;
  /** Calls a tool; the SDK checks structured content against the tool's output schema. Throws McpCallError. */
  callTool(name: string, args: Record<string, unknown>, options?: { timeoutMs?: number }): Promise<McpToolResult>;
  serverName(): string | undefined;
  close(): Promise<void>;
}

export interface StdioClientOptions {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  /** How this client names itself to the server. */
  clientName: string;
  connectTimeoutMs?: number;
  /** The server's stderr, chunk by chunk. */
  onStderr?: (chunk: string) => void;
}

/** Starts the server as a child process and connects; the child is stopped if the connection fails. */
export async function connectStdioClient(options: StdioClientOptions): Promise<McpClient> {
  const transport = new StdioClientTransport({
    command: options.command,
    args: options.args,
    env: options.env,
    stderr: 'pipe',
    ...(options.cwd ? { cwd: options.cwd } : {}),
  });
  if (options.onStderr) transport.stderr?.on('data', (chunk: Buffer) => options.onStderr!(chunk.toString()));
  const client = new Client({ name: options.clientName, version: PACKAGE_VERSION });
  try {
    await client.connect(transport, options.connectTimeoutMs === undefined ? undefined : { timeout: options.connectTimeoutMs });
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
        result = await client.callTool(
          { name, arguments: args },
          undefined,
          callOptions.timeoutMs === undefined ? undefined : { timeout: callOptions.timeoutMs },
        );
      } catch (error) {
        if (!(error instanceof McpError)) throw new McpCallError('no_answer', (error as Error).message, undefined, { cause: error });
        const kind = error.code === ErrorCode.ConnectionClosed || error.code === ErrorCode.RequestTimeout ? 'no_answer' : 'refused';
        throw new McpCallError(kind, error.message, error.data, { cause: error });
      }
      const text = textOf(result.content);
      const structured = isRecord(result.structuredContent) ? result.structuredContent : null;
      return { isError: result.isError === true, text, structured, value: structured ?? objectIn(text) };
    },
    serverName: () => client.getServerVersion()?.name,
    close: () => client.close(),
  };
}

function textOf(content: unknown): string {
  if (!Array.isArray(content)) return '';
  return content
    .filter((item): item is { type: 'text'; text: string } => isRecord(item) && item.type === 'text' && typeof item.text === 'string')
    .map((item) => item.text)
    .join('\n');
}

function objectIn(text: string): Record<string, unknown> | null {
  const value = jsonOrNull(text);
  return isRecord(value) ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
