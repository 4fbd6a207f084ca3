import { ForgeError } from '../errors.js';
import { childEnv } from '../events/forge-token.js';
import { connectStdioClient, McpCallError, type McpClient } from '../mcp/sdk.js';
import { parseRetryAfter } from '../net/retry-after.js';
import type { LabTool, StoryTransport, ToolAnswer } from './story-transport.js';

export interface McpStdioOptions {
  /** `[lab] sentinel_mcp`: a command line, run through `sh -c`. */
  command: string;
  env: NodeJS.ProcessEnv;
  cwd: string;
  connectTimeoutMs: number;
  callTimeoutMs: number;
  now: () => number;
}

const STDERR_KEPT = 2000;

export function mcpStdioTransport(options: McpStdioOptions): StoryTransport {
  let stderrTail = '';
  let connected: Promise<McpClient> | null = null;

  function unavailable(what: string, error: unknown): ForgeError {
    const said = stderrTail.trim() ? `; it said: ${stderrTail.trim().split('\n').slice(-3).join(' | ')}` : '';
    return new ForgeError(
      'unavailable',
      `lab is unreachable: ${what} (${(error as Error).message})${said}. Check [lab] sentinel_mcp = ${JSON.stringify(options.command)}`,
      { cause: error },
    );
  }

  function connect(): Promise<McpClient> {
    connected ??= connectStdioClient({
      command: 'sh',
      args: ['-c', options.command],
      env: childEnv(options.env),
      cwd: options.cwd,
      clientName: 'forge',
      connectTimeoutMs: options.connectTimeoutMs,
      onStderr: (chunk) => (stderrTail = (stderrTail + chunk).slice(-STDERR_KEPT)),
    }).catch((error: unknown) => {
      throw unavailable('its MCP server did not start', error);
    });
    return connected;
  }

  return {
    async call(tool: LabTool, args: Record<string, unknown>): Promise<ToolAnswer> {
      const client = await connect();
      let result;
      try {
        result = await client.callTool(tool, args, { timeoutMs: options.callTimeoutMs });
      } catch (error) {
        if (!(error instanceof McpCallError) || error.kind === 'no_answer') throw unavailable(`${tool} got no answer`, error);
        const retryAfter = retryAfterOf(error.data, error.message, options.now());
        if (retryAfter.limited) return { kind: 'rate_limited', retryAfterMs: retryAfter.ms, message: error.message };
        return { kind: 'refused', message: error.message };
      }
      const { text, structured } = result;
      if (result.isError) {
        const retryAfter = retryAfterOf(structured, text, options.now());
        if (retryAfter.limited) return { kind: 'rate_limited', retryAfterMs: retryAfter.ms, message: text || 'rate limited' };
        return { kind: 'refused', message: text || JSON.stringify(structured) };
      }
      return result.value === null
        ? { kind: 'refused', message: `${tool} answered with no JSON object: ${text.slice(0, 200)}` }
        : { kind: 'ok', value: result.value };
    },
    async close() {
      if (!connected) return;
      const client = await connected.catch(() => null);
      await client?.close();
    },
  };
}

function retryAfterOf(data: unknown, text: string, now: number): { limited: boolean; ms: number | null } {
  const fields = isRecord(data) ? data : {};
  const given = fields.retry_after ?? fields.retryAfter ?? fields['Retry-After'] ?? /retry[-_ ]after["':= ]+([^\s,"}]+)/i.exec(text)?.[1];
  const limited = fields.error === 'rate_limited' || fields.code === 429 || /rate[-_ ]?limit/i.test(text) || given !== undefined;
  return { limited, ms: given === undefined ? null : parseRetryAfter(given, now) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
