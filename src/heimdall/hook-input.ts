/** The fields of Claude Code's PreToolUse JSON that Heimdall uses, checked by hand (no zod on the hot path). */
export interface HookInput {
  event: string;
  toolName: string;
  toolInput: Record<string, unknown>;
  cwd: string | null;
  sessionId: string | null;
  /** Claude Code's id of the call: two registrations of Heimdall see the same one. */
  toolUseId: string | null;
}

export function parseHookInput(text: string): HookInput | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return `the hook input is not JSON (${error.message})`;
    throw error;
  }
  if (!isRecord(value)) return 'the hook input is not a JSON object';
  if (typeof value.tool_name !== 'string') return 'the hook input has no tool_name';
  return {
    event: typeof value.hook_event_name === 'string' ? value.hook_event_name : 'PreToolUse',
    toolName: value.tool_name,
    toolInput: isRecord(value.tool_input) ? value.tool_input : {},
    cwd: typeof value.cwd === 'string' && value.cwd !== '' ? value.cwd : null,
    sessionId: typeof value.session_id === 'string' ? value.session_id : null,
    toolUseId: typeof value.tool_use_id === 'string' && value.tool_use_id !== '' ? value.tool_use_id : null,
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringField(input: Record<string, unknown>, ...names: string[]): string | null {
  for (const name of names) {
    const value = input[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}
