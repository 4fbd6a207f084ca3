import { type PromptedTask, taskOfPrompt } from '../workers/compose-prompt.js';

/**
 * What one transcript record means for the exchange memory. The format is internal to Claude Code
 * and changes between releases, so every field is read defensively and an unknown type is
 * reported as skipped, never thrown on.
 */
export type ToolResult = { toolUseId: string | null; isError: boolean; text: string };

export type Classified =
  | { kind: 'prompt'; text: string }
  | { kind: 'task'; text: string; task: PromptedTask }
  | { kind: 'command'; text: string }
  | { kind: 'interrupt'; text: string }
  | { kind: 'stop_feedback'; text: string }
  | { kind: 'meta'; text: string }
  | { kind: 'compact_summary'; text: string }
  | { kind: 'tool_results'; results: ToolResult[] }
  | { kind: 'assistant'; response: string | null; usage: number | null; synthetic: boolean; blocks: AssistantBlock[] }
  | { kind: 'compact_boundary'; trigger: string | null; preTokens: number | null }
  | { kind: 'stop_summary'; errors: string[]; prevented: boolean; reason: string }
  | { kind: 'local_command'; text: string }
  | { kind: 'skip'; type: string };

export type AssistantBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string | null; name: string; input: unknown }
  | { type: 'other'; name: string };

type Obj = Record<string, unknown>;

/**
 * How Claude Code records the reason of a Stop hook that blocked the stop: the forge Stop hook
 * delivers each task this way, so a worker's session is a run of such continuations. 2.1.332
 * writes a meta user record `Stop hook feedback:\n<reason>` (2.1.14 put `[<command>]: ` before the
 * reason); older releases wrote `Stop hook blocking error from command: "<command>": <reason>`.
 */
const STOP_CONTINUATION = /^\s*(?:Stop hook blocking error from command: |Stop hook feedback:\n)/;

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Wrappers Claude Code puts around slash commands, their output and background-task notices. */
const COMMAND_WRAPPER =
  /^\s*<(command-name|command-message|command-args|local-command-stdout|local-command-stderr|task-notification|bash-input|bash-stdout|bash-stderr)>/;
const INTERRUPT = /^\[Request interrupted by user/;

export function classifyRecord(record: Obj): Classified {
  const type = str(record.type) ?? '(none)';
  if (type === 'user') return classifyUser(record);
  if (type === 'assistant') return classifyAssistant(record);
  if (type === 'system') return classifySystem(record);
  return { kind: 'skip', type };
}

function classifyUser(record: Obj): Classified {
  const message = isObj(record.message) ? record.message : {};
  const content = message.content;
  if (Array.isArray(content) && content.some((block) => isObj(block) && block.type === 'tool_result')) {
    return {
      kind: 'tool_results',
      results: content
        .filter(isObj)
        .filter((b) => b.type === 'tool_result')
        .map(toolResult),
    };
  }
  const text = typeof content === 'string' ? content : Array.isArray(content) ? textOfBlocks(content) : null;
  if (text === null) return { kind: 'skip', type: 'user:other' };
  if (record.isCompactSummary === true) return { kind: 'compact_summary', text };
  const task = deliveredTask(text);
  if (task !== null) return task;
  if (record.isMeta === true) return /^Stop hook feedback:/.test(text) ? { kind: 'stop_feedback', text } : { kind: 'meta', text };
  if (COMMAND_WRAPPER.test(text)) return { kind: 'command', text };
  if (INTERRUPT.test(text)) return { kind: 'interrupt', text };
  return { kind: 'prompt', text };
}

function classifyAssistant(record: Obj): Classified {
  const message = isObj(record.message) ? record.message : {};
  const id = str(message.id);
  const requestId = str(record.requestId);
  const usage = isObj(message.usage)
    ? num(message.usage.input_tokens) + num(message.usage.cache_read_input_tokens) + num(message.usage.cache_creation_input_tokens)
    : null;
  const content = Array.isArray(message.content) ? message.content : typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : [];
  return {
    kind: 'assistant',
    response: id === null && requestId === null ? null : `${id ?? ''}|${requestId ?? ''}`,
    usage,
    synthetic: message.model === '<synthetic>',
    blocks: content.filter(isObj).map(assistantBlock),
  };
}

function assistantBlock(block: Obj): AssistantBlock {
  if (block.type === 'text') return { type: 'text', text: str(block.text) ?? '' };
  if (block.type === 'tool_use') return { type: 'tool_use', id: str(block.id), name: str(block.name) ?? '(unnamed tool)', input: block.input };
  return { type: 'other', name: str(block.type) ?? '(none)' };
}

function classifySystem(record: Obj): Classified {
  const content = str(record.content);
  const task = content === null ? null : deliveredTask(content);
  if (task !== null) return task;
  const subtype = str(record.subtype) ?? '(none)';
  if (subtype === 'compact_boundary') {
    const meta = isObj(record.compactMetadata) ? record.compactMetadata : {};
    return { kind: 'compact_boundary', trigger: str(meta.trigger), preTokens: typeof meta.preTokens === 'number' ? meta.preTokens : null };
  }
  if (subtype === 'stop_hook_summary') {
    // 2.1.332 lists a blocking reason among the hook's errors: a forge task it delivered is the exchange's prompt, not an error.
    const errors = Array.isArray(record.hookErrors)
      ? record.hookErrors.map((e) => (typeof e === 'string' ? e : JSON.stringify(e))).filter((e) => taskOfPrompt(e) === null)
      : [];
    return { kind: 'stop_summary', errors, prevented: record.preventedContinuation === true, reason: str(record.stopReason) ?? '' };
  }
  if (subtype === 'local_command') return { kind: 'local_command', text: str(record.content) ?? '' };
  return { kind: 'skip', type: `system:${subtype}` };
}

/** A Stop-hook continuation whose reason is a forge task prompt, else null. */
function deliveredTask(text: string): Classified | null {
  if (!STOP_CONTINUATION.test(text)) return null;
  const task = taskOfPrompt(text);
  return task === null ? null : { kind: 'task', text, task };
}

function toolResult(block: Obj): ToolResult {
  const content = block.content;
  const text = typeof content === 'string' ? content : Array.isArray(content) ? (textOfBlocks(content) ?? '') : '';
  return { toolUseId: str(block.tool_use_id), isError: block.is_error === true, text };
}

/** The text of a list of content blocks, or null when the list holds no text block. */
function textOfBlocks(blocks: unknown[]): string | null {
  const texts = blocks
    .filter(isObj)
    .filter((b) => b.type === 'text')
    .map((b) => str(b.text) ?? '');
  return texts.length === 0 ? null : texts.join('\n');
}
