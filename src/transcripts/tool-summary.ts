import { oneLine } from './text-bounds.js';

const SUMMARY_MAX = 160;

/** The input field that says most about a call of each well-known tool. */
const KEY_FIELDS: Record<string, readonly string[]> = {
  Bash: ['command'],
  Read: ['file_path'],
  Write: ['file_path'],
  Edit: ['file_path'],
  MultiEdit: ['file_path'],
  NotebookEdit: ['notebook_path'],
  Glob: ['pattern', 'path'],
  Grep: ['pattern', 'path'],
  Task: ['subagent_type', 'description'],
  WebFetch: ['url'],
  WebSearch: ['query'],
  Skill: ['skill'],
};

/** A bounded one-line summary of a tool call's input, for the exchange body and search. */
export function summarizeToolInput(name: string, input: unknown): string {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return oneLine(JSON.stringify(input) ?? '', SUMMARY_MAX);
  const fields = input as Record<string, unknown>;
  const keys = KEY_FIELDS[name] ?? [];
  const picked = keys.map((key) => fields[key]).filter((value): value is string => typeof value === 'string' && value !== '');
  if (picked.length > 0) return oneLine(picked.join(' · '), SUMMARY_MAX);
  if (name === 'TodoWrite' && Array.isArray(fields.todos)) return `${fields.todos.length} todos`;
  return oneLine(JSON.stringify(input), SUMMARY_MAX);
}
