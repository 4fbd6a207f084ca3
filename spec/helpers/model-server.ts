import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CleanupScope, onCleanup } from './cleanup.js';

/**
 * A scripted model for the real Claude Code client: an HTTP server on 127.0.0.1 that speaks the
 * Messages API's streaming format, answers each `POST /v1/messages` from the test's script and
 * records every request. Claude Code also probes its base URL (`HEAD /api/hello`); that probe is
 * answered and recorded apart. Anything else, and any model request the script has no answer for,
 * is answered with an API error and recorded as a failure the test asserts did not happen.
 */

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export type AnswerBlock = { type: 'text'; text: string } | { type: 'tool_use'; name: string; input: unknown; id?: string };

export interface Answer {
  content: AnswerBlock[];
  usage?: Partial<Usage>;
  /** Defaults to `tool_use` when the answer calls a tool, else `end_turn`. */
  stop_reason?: string;
}

/** One block of a request's message content, as the client sent it. */
export interface ContentBlock {
  type: string;
  text?: string;
  id?: string;
  name?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: string | ContentBlock[];
  is_error?: boolean;
  [key: string]: unknown;
}

export interface RequestMessage {
  role: string;
  content: string | ContentBlock[];
}

export interface ModelRequest {
  model: string;
  messages: RequestMessage[];
  system?: string | ContentBlock[];
  tools?: Array<{ name: string; description?: string; input_schema?: unknown; defer_loading?: boolean; [key: string]: unknown }>;
  max_tokens?: number;
  stream?: boolean;
  [key: string]: unknown;
}

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body of a model request, else null. */
  body: ModelRequest | null;
}

/**
 * A queue of answers, one per model request in order, or a function from the request (and its
 * 0-based index among model requests) to the answer, or to a promise of it; a function returns
 * undefined for a request it was not written for.
 */
export type Script = Answer[] | ((request: ModelRequest, index: number) => Answer | undefined | Promise<Answer | undefined>);

export interface ModelServer {
  /** `http://127.0.0.1:PORT`, for ANTHROPIC_BASE_URL. */
  url: string;
  /** Every model request (`POST /v1/messages`) in the order it arrived. */
  requests: ModelRequest[];
  /** Every HTTP request, probes included. */
  log: Recorded[];
  /** One line per request the script did not answer or the server does not serve; empty in a passing test. */
  failures: string[];
  close: () => Promise<void>;
}

const DEFAULT_USAGE: Usage = { input_tokens: 100, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };

export function say(text: string, usage?: Partial<Usage>): Answer {
  return { content: [{ type: 'text', text }], usage };
}

/** An answer calling one tool, with an optional line of text before the call. */
export function callTool(name: string, input: unknown, options: { text?: string; usage?: Partial<Usage>; id?: string } = {}): Answer {
  const content: AnswerBlock[] = options.text ? [{ type: 'text', text: options.text }] : [];
  content.push({ type: 'tool_use', name, input, id: options.id });
  return { content, usage: options.usage };
}

/** The server-sent events of one streamed answer, exactly in the order the Messages API sends them. */
export function streamEvents(answer: Answer, model: string, messageId: string): string {
  const usage = { ...DEFAULT_USAGE, ...answer.usage };
  const stopReason = answer.stop_reason ?? (answer.content.some((block) => block.type === 'tool_use') ? 'tool_use' : 'end_turn');
  const events: Array<[string, Record<string, unknown>]> = [];
  events.push([
    'message_start',
    {
      message: {
        id: messageId,
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { ...usage, output_tokens: 1 },
      },
    },
  ]);
  answer.content.forEach((block, index) => {
    if (block.type === 'text') {
      events.push(['content_block_start', { index, content_block: { type: 'text', text: '' } }]);
      events.push(['content_block_delta', { index, delta: { type: 'text_delta', text: block.text } }]);
    } else {
      const id = block.id ?? `toolu_${messageId.slice(4)}_${index}`;
      events.push(['content_block_start', { index, content_block: { type: 'tool_use', id, name: block.name, input: {} } }]);
      // Split in two, as the API streams partial JSON: the client must join the pieces.
      const json = JSON.stringify(block.input);
      const cut = Math.floor(json.length / 2);
      events.push(['content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: json.slice(0, cut) } }]);
      events.push(['content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: json.slice(cut) } }]);
    }
    events.push(['content_block_stop', { index }]);
  });
  events.push(['message_delta', { delta: { stop_reason: stopReason, stop_sequence: null }, usage }]);
  events.push(['message_stop', {}]);
  return events.map(([type, data]) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`).join('');
}

function apiError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ type: 'error', error: { type: status === 404 ? 'not_found_error' : 'invalid_request_error', message } }));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts a scripted model server on 127.0.0.1 (a free port); it is closed when the test ends. */
export async function startModelServer(t: CleanupScope, script: Script): Promise<ModelServer> {
  const requests: ModelRequest[] = [];
  const log: Recorded[] = [];
  const failures: string[] = [];
  let messageCount = 0;

  const answerFor = async (body: ModelRequest, index: number): Promise<Answer | undefined> => (Array.isArray(script) ? script[index] : script(body, index));

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const url = request.url ?? '';
      const path = url.split('?')[0];
      const entry: Recorded = { method: request.method ?? '', url, headers: request.headers, body: null };
      log.push(entry);
      if (request.method === 'HEAD' && path === '/api/hello') {
        response.writeHead(200).end();
        return;
      }
      if (request.method !== 'POST' || path !== '/v1/messages') {
        failures.push(`unserved request ${request.method} ${url}`);
        apiError(response, 404, `the scripted model server does not serve ${request.method} ${url}`);
        return;
      }
      let body: ModelRequest;
      try {
        body = JSON.parse(text) as ModelRequest;
      } catch (error) {
        failures.push(`model request ${requests.length} is not JSON: ${(error as Error).message}`);
        apiError(response, 400, 'the body is not JSON');
        return;
      }
      entry.body = body;
      const index = requests.length;
      requests.push(body);
      // A script may hold its answer until the test has seen what the client did so far.
      const answer = await answerFor(body, index);
      if (!answer) {
        failures.push(`model request ${index} was not scripted; its last user turn: ${lastUserText(body).slice(-600)}`);
        apiError(response, 400, `the scripted model has no answer for request ${index}`);
        return;
      }
      if (body.stream === false) {
        failures.push(`model request ${index} asked for a non-streamed answer`);
        apiError(response, 400, 'the scripted model only streams');
        return;
      }
      messageCount += 1;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.end(streamEvents(answer, body.model, `msg_scripted${String(messageCount).padStart(4, '0')}`));
    })().catch((error: unknown) => {
      failures.push(`the scripted model server failed: ${(error as Error).message}`);
      if (!response.headersSent) apiError(response, 500, 'scripted model server failure');
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }));
  onCleanup(t, close);
  return { url: `http://127.0.0.1:${port}`, requests, log, failures, close };
}

/** The text of a message's content, its blocks' text joined (tool results included). */
export function contentText(content: string | ContentBlock[] | undefined): string {
  if (content === undefined) return '';
  if (typeof content === 'string') return content;
  return content.map((block) => (block.type === 'tool_result' ? contentText(block.content) : (block.text ?? ''))).join('\n');
}

/** Every text a request carries (system prompt and all messages), for "did the model see X" asserts. */
export function requestText(request: ModelRequest): string {
  return [contentText(request.system), ...request.messages.map((message) => contentText(message.content))].join('\n');
}

/**
 * The text of the last user-role message. Not simply the last message: the client appends its
 * injected context (environment, hook output) as a message with role `system` after the user turn.
 */
export function lastUserText(request: ModelRequest): string {
  return contentText(request.messages.findLast((message) => message.role === 'user')?.content);
}

/** What the client sent after the model's last turn (the prompt, tool results, hook feedback), as text. */
export function sinceLastTurn(request: ModelRequest): string {
  const lastAssistant = request.messages.findLastIndex((message) => message.role === 'assistant');
  return request.messages
    .slice(lastAssistant + 1)
    .map((message) => contentText(message.content))
    .join('\n');
}

/** Every tool_result block of a request, in conversation order. */
export function toolResults(request: ModelRequest): ContentBlock[] {
  const results: ContentBlock[] = [];
  for (const message of request.messages) {
    if (message.role !== 'user' || typeof message.content === 'string') continue;
    for (const block of message.content) if (block.type === 'tool_result') results.push(block);
  }
  return results;
}
