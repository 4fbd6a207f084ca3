import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { ForgeError } from '../errors.js';
import { childEnv } from '../events/forge-token.js';
import { jsonOrNull } from './json-or-null.js';
import { parseRetryAfter } from './retry-after.js';
import type { LabTool, StoryTransport, ToolAnswer } from './story-transport.js';

/** The only file that talks to the MCP SDK. */
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
  let connected: Promise<Client> | null = null;

  function unavailable(what: string, error: unknown): ForgeError {
    const said = stderrTail.trim() ? `; it said: ${stderrTail.trim().split('\n').slice(-3).join(' | ')}` : '';
    return new ForgeError('unavailable', `lab is unreachable: ${what} (${(error as Error).message})${said}. Check [lab] sentinel_mcp = ${JSON.stringify(options.command)}`, { cause: error });
  }

  function connect(): Promise<Client> {
    connected ??= (async () => {
      const transport = new StdioClientTransport({ command: 'sh', args: ['-c', options.command], env: childEnv(options.env), cwd: options.cwd, stderr: 'pipe' });
      transport.stderr?.on('data', (chunk: Buffer) => (stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_KEPT)));
      const client = new Client({ name: 'forge', version: '0.1.0' });
      try {
        await client.connect(transport, { timeout: options.connectTimeoutMs });
      } catch (error) {
        await transport.close();
        throw unavailable('its MCP server did not start', error);
      }
      return client;
    })();
    return connected;
  }

  return {
    async call(tool: LabTool, args: Record<string, unknown>): Promise<ToolAnswer> {
      const client = await connect();
      let result;
      try {
        result = await client.callTool({ name: tool, arguments: args }, undefined, { timeout: options.callTimeoutMs });
      } catch (error) {
        if (!(error instanceof McpError)) throw unavailable(`${tool} failed`, error);
        if (error.code === ErrorCode.ConnectionClosed || error.code === ErrorCode.RequestTimeout) throw unavailable(`${tool} got no answer`, error);
        const retryAfter = retryAfterOf(error.data, error.message, options.now());
        if (retryAfter.limited) return { kind: 'rate_limited', retryAfterMs: retryAfter.ms, message: error.message };
        return { kind: 'refused', message: error.message };
      }
      const text = textOf(result.content);
      const structured = isRecord(result.structuredContent) ? result.structuredContent : null;
      if (result.isError) {
        const retryAfter = retryAfterOf(structured, text, options.now());
        if (retryAfter.limited) return { kind: 'rate_limited', retryAfterMs: retryAfter.ms, message: text || 'rate limited' };
        return { kind: 'refused', message: text || JSON.stringify(structured) };
      }
      const value = structured ?? parseObject(text);
      return value === null ? { kind: 'refused', message: `${tool} answered with no JSON object: ${text.slice(0, 200)}` } : { kind: 'ok', value };
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

function textOf(content: unknown): string {
  if (!Array.isArray(content)) return '';
  return content
    .filter((item): item is { type: 'text'; text: string } => isRecord(item) && item.type === 'text' && typeof item.text === 'string')
    .map((item) => item.text)
    .join('\n');
}

function parseObject(text: string): Record<string, unknown> | null {
  const value = jsonOrNull(text);
  return isRecord(value) ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
