import type { AssistantBlock, Classified, ToolResult } from './records.js';
import { clip, oneLine, stripAnsi } from './text-bounds.js';
import { summarizeToolInput } from './tool-summary.js';

/**
 * Markdown for each thing that happens inside an exchange. Each chunk is made once, when its
 * record is read, so rewriting a growing exchange is a join, not a re-render.
 */
const TEXT_MAX = 20_000;
const ERROR_MAX = 300;
const NOTE_MAX = 300;
const BLOCK_MAX = 2_000;

/** `HH:MM:SS` of an ISO time, or nothing when the record had no usable time. */
function clock(at: string | null): string {
  return at === null ? '' : ` · ${at.slice(11, 19)}`;
}

/** A fence longer than any backtick run in the text, so the text cannot close it. */
export function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}\n`;
}

export function assistantText(text: string, at: string | null): string {
  return `**Assistant**${clock(at)}\n\n${clip(text.trim(), TEXT_MAX)}\n`;
}

export function toolCall(block: Extract<AssistantBlock, { type: 'tool_use' }>): string {
  return `- tool \`${block.name}\`: ${summarizeToolInput(block.name, block.input)}\n`;
}

export function toolError(result: ToolResult, toolName: string | undefined): string {
  return `- error${toolName ? ` from \`${toolName}\`` : ''}: ${oneLine(stripAnsi(result.text), ERROR_MAX)}\n`;
}

export function apiError(text: string, at: string | null): string {
  return `> API error${clock(at)}: ${oneLine(text, ERROR_MAX)}\n`;
}

export function interruption(text: string, at: string | null): string {
  return `> Interrupted by the user${clock(at)}${/tool use/.test(text) ? ' (during a tool call)' : ''}\n`;
}

export function stopFeedback(text: string, at: string | null): string {
  return `**Stop hook feedback**${clock(at)}\n\n${fenced(clip(text.replace(/^Stop hook feedback:\s*/, ''), BLOCK_MAX))}`;
}

export function stopSummary(record: Extract<Classified, { kind: 'stop_summary' }>, at: string | null): string | null {
  if (record.errors.length === 0 && !record.prevented) return null;
  const parts = [
    ...(record.prevented ? [`prevented the stop${record.reason ? `: ${oneLine(record.reason, NOTE_MAX)}` : ''}`] : []),
    ...record.errors.map((error) => `error: ${oneLine(error, ERROR_MAX)}`),
  ];
  return `> Stop hook${clock(at)}: ${parts.join('; ')}\n`;
}

export function compaction(trigger: string | null, preTokens: number | null, at: string | null): string {
  const before = preTokens === null ? '' : `, ${preTokens} tokens before`;
  return `> Context compacted${clock(at)} (${trigger ?? 'unknown trigger'}${before})\n`;
}

export function compactSummary(text: string): string {
  return `**Compaction summary**\n\n${fenced(clip(text, BLOCK_MAX))}`;
}

export function note(text: string, at: string | null): string {
  return `> Note${clock(at)}: ${commandNote(text)}\n`;
}

/** A slash command, its local output or a background-task notice, said in one line. */
export function commandNote(text: string): string {
  const tag = (name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(text)?.[1]?.trim();
  const command = tag('command-name');
  if (command !== undefined) return oneLine(`${command} ${tag('command-args') ?? ''}`, NOTE_MAX);
  const output = tag('local-command-stdout') ?? tag('local-command-stderr') ?? tag('bash-stdout');
  if (output !== undefined) return `output: ${oneLine(stripAnsi(output), NOTE_MAX) || '(empty)'}`;
  const summary = tag('summary');
  if (summary !== undefined) return `background task: ${oneLine(summary, NOTE_MAX)}`;
  return oneLine(stripAnsi(text.replace(/<[^>]+>/g, ' ')), NOTE_MAX);
}
