import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * A small MCP stdio server standing in for lab, written against the wire protocol (newline-
 * delimited JSON-RPC 2.0) rather than an SDK, so the client is checked against the protocol
 * itself. Every tools/call is appended to --log with its time. --rate-limit N makes the first N
 * create_story calls answer "rate limited, retry after --retry-after seconds".
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const log = option('--log');
let rateLimited = Number(option('--rate-limit') ?? 0);
const retryAfter = Number(option('--retry-after') ?? 1);
let created = 0;

const send = (message: unknown) => process.stdout.write(`${JSON.stringify(message)}\n`);
const result = (id: unknown, value: unknown) => send({ jsonrpc: '2.0', id, result: value });
const toolAnswer = (value: Record<string, unknown>, isError = false) => ({ content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value, isError });

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line) as { id?: unknown; method: string; params?: { name?: string; arguments?: Record<string, unknown>; protocolVersion?: string } };
  if (message.id === undefined) return; // notifications (initialized, cancelled) need no answer
  if (message.method === 'initialize') {
    result(message.id, { protocolVersion: message.params?.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'fake-lab', version: '1.0.0' } });
  } else if (message.method === 'tools/call') {
    const { name, arguments: input = {} } = message.params ?? {};
    if (log) appendFileSync(log, `${JSON.stringify({ at: Date.now(), tool: name, arguments: input })}\n`);
    if (name === 'create_story' && rateLimited > 0) {
      rateLimited -= 1;
      result(message.id, toolAnswer({ error: 'rate_limited', retry_after: retryAfter, message: 'too many stories' }, true));
    } else if (name === 'create_story') {
      created += 1;
      result(message.id, toolAnswer({ story_id: `LAB-${created}`, status: 'queued' }));
    } else if (name === 'get_story_status') {
      result(message.id, toolAnswer({ story_id: input.story_id ?? null, forge_task_id: input.forge_task_id, status: 'in_review', stage: 'code_review' }));
    } else {
      send({ jsonrpc: '2.0', id: message.id, error: { code: -32602, message: `unknown tool ${String(name)}` } });
    }
  } else {
    send({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: `method not found: ${message.method}` } });
  }
});
