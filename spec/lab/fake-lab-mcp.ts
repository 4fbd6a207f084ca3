import { appendFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { CONTRACT, CREATE_LIMIT, contractErrors } from './lab-contract.js';

/**
 * A strict MCP stdio server standing in for lab, written against the wire protocol (newline-
 * delimited JSON-RPC 2.0) rather than an SDK, so the client is checked against the protocol
 * itself. Every tools/call is checked against lab's contract (lab-contract.ts): a missing,
 * unknown or mistyped field is refused with JSON-RPC's invalid-params error, as a strict server
 * would. create_story is limited to 5 calls per 10 s per session_id, answered beyond that with
 * a 429 tool error carrying Retry-After.
 *
 * --log FILE       every tools/call appended with its time and outcome
 * --state FILE     lab's stories, {forge_task_id: {lab_story_id, status, ...}}, kept across
 *                  processes; a test edits it to move a story
 * --rate-limit N   the first N create_story calls are rate-limited anyway, with
 * --retry-after S  as their Retry-After (seconds)
 * --rate-limit-status N  the same for the first N get_story_status calls
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const log = option('--log');
const stateFile = option('--state');
let forced = Number(option('--rate-limit') ?? 0);
let forcedStatus = Number(option('--rate-limit-status') ?? 0);
const forcedRetryAfter = Number(option('--retry-after') ?? 1);
const createdAt = new Map<string, number[]>();
let memory: Record<string, Record<string, unknown>> = {};

type Stories = Record<string, Record<string, unknown>>;
const readStories = (): Stories => (stateFile ? (JSON.parse(readFileSync(stateFile, 'utf8').trim() || '{}') as Stories) : memory);
function writeStories(stories: Stories): void {
  if (!stateFile) {
    memory = stories;
    return;
  }
  writeFileSync(`${stateFile}.tmp`, JSON.stringify(stories));
  renameSync(`${stateFile}.tmp`, stateFile);
}
if (stateFile) {
  try {
    readStories();
  } catch {
    writeStories({});
  }
}

const send = (message: unknown) => process.stdout.write(`${JSON.stringify(message)}\n`);
const result = (id: unknown, value: unknown) => send({ jsonrpc: '2.0', id, result: value });
const toolAnswer = (value: Record<string, unknown>, isError = false) => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  ...(isError ? {} : { structuredContent: value }),
  isError,
});
const record = (tool: unknown, input: unknown, outcome: string) => {
  if (log) appendFileSync(log, `${JSON.stringify({ at: Date.now(), tool, arguments: input, outcome })}\n`);
};

/** Retry-After in seconds when this session has used its create_story calls, else null (and the call is counted). */
function rateLimit(sessionId: string, now: number): number | null {
  const recent = (createdAt.get(sessionId) ?? []).filter((at) => now - at < CREATE_LIMIT.windowMs);
  if (recent.length >= CREATE_LIMIT.calls) {
    createdAt.set(sessionId, recent);
    return Math.max(1, Math.ceil((recent[0]! + CREATE_LIMIT.windowMs - now) / 1000));
  }
  createdAt.set(sessionId, [...recent, now]);
  return null;
}

function tooMany(id: unknown, name: unknown, input: unknown, retryAfter: number): void {
  record(name, input, 'rate_limited');
  result(id, toolAnswer({ error: 'rate_limited', code: 429, retry_after: retryAfter, message: `429 Too Many Requests, Retry-After: ${retryAfter}` }, true));
}

function call(id: unknown, name: unknown, input: Record<string, unknown>): void {
  const errors = contractErrors(String(name), input);
  if (errors.length > 0) {
    record(name, input, 'invalid');
    send({ jsonrpc: '2.0', id, error: { code: -32602, message: `invalid arguments for ${String(name)}: ${errors.join('; ')}`, data: { errors } } });
    return;
  }
  if (name === 'create_story') {
    const retryAfter = forced > 0 ? (forced--, forcedRetryAfter) : rateLimit(input.session_id as string, Date.now());
    if (retryAfter !== null) {
      tooMany(id, name, input, retryAfter);
      return;
    }
    const stories = readStories();
    const taskId = input.forge_task_id as string;
    const story = stories[taskId] ?? {
      lab_story_id: `LAB-${Object.keys(stories).length + 1}`,
      status: 'backlog',
      title: `Story ${taskId}`,
      request: { ...CONTRACT.create_story.defaults, ...input },
    };
    stories[taskId] = story;
    writeStories(stories);
    record(name, input, 'created');
    result(id, toolAnswer({ lab_story_id: story.lab_story_id, status: story.status }));
    return;
  }
  if (forcedStatus > 0) {
    forcedStatus -= 1;
    tooMany(id, name, input, forcedRetryAfter);
    return;
  }
  const story = readStories()[input.forge_task_id as string];
  record(name, input, story ? 'found' : 'not_found');
  result(
    id,
    toolAnswer({
      lab_story_id: story?.lab_story_id ?? null,
      found: story !== undefined,
      status: story?.status ?? null,
      title: story?.title ?? null,
      assigned_to: story?.assigned_to ?? null,
      started: story?.started ?? null,
      completed: story?.completed ?? null,
      pr: story?.pr ?? null,
      branch: story?.branch ?? null,
    }),
  );
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line) as {
    id?: unknown;
    method: string;
    params?: { name?: string; arguments?: Record<string, unknown>; protocolVersion?: string };
  };
  if (message.id === undefined) return; // notifications (initialized, cancelled) need no answer
  if (message.method === 'initialize') {
    result(message.id, { protocolVersion: message.params?.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'fake-lab', version: '1.0.0' } });
  } else if (message.method === 'tools/list') {
    result(message.id, { tools: Object.keys(CONTRACT).map((name) => ({ name, inputSchema: { type: 'object' } })) });
  } else if (message.method === 'tools/call') {
    call(message.id, message.params?.name, message.params?.arguments ?? {});
  } else {
    send({ jsonrpc: '2.0', id: message.id, error: { code: -32601, message: `method not found: ${message.method}` } });
  }
});
