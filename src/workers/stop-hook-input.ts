import { z } from 'zod';

/**
 * What Claude Code sends a Stop hook on stdin. Only `session_id` is used (it goes into the claim);
 * the rest is accepted as sent so a newer Claude Code with more fields still works.
 */
export const StopHookInput = z.looseObject({
  session_id: z.string().min(1).optional(),
  transcript_path: z.string().optional(),
  cwd: z.string().optional(),
  hook_event_name: z.string().optional(),
  stop_hook_active: z.boolean().optional(),
  last_assistant_message: z.string().optional(),
});
export type StopHookInput = z.infer<typeof StopHookInput>;

/** Empty stdin (a person running the hook by hand) is an empty input; anything else must be a JSON object. */
export function parseStopHookInput(text: string): { ok: true; input: StopHookInput } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, input: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false, message: `the hook input is not JSON (${error.message})` };
    throw error;
  }
  const checked = StopHookInput.safeParse(json);
  if (checked.success) return { ok: true, input: checked.data };
  const issue = checked.error.issues[0]!;
  return { ok: false, message: `the hook input does not look like Claude Code's Stop hook JSON (${issue.path.join('.') || 'top level'}: ${issue.message})` };
}
