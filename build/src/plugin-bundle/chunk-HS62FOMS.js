import "./chunk-YZFATT7X.js";

// dist/src/workers/stop-hook-input.js
import { z } from "zod";
var StopHookInput = z.looseObject({
  session_id: z.string().min(1).optional(),
  transcript_path: z.string().optional(),
  cwd: z.string().optional(),
  hook_event_name: z.string().optional(),
  stop_hook_active: z.boolean().optional(),
  last_assistant_message: z.string().optional()
});
function parseStopHookInput(text) {
  if (text.trim() === "")
    return { ok: true, input: {} };
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError)
      return { ok: false, message: `the hook input is not JSON (${error.message})` };
    throw error;
  }
  const checked = StopHookInput.safeParse(json);
  if (checked.success)
    return { ok: true, input: checked.data };
  const issue = checked.error.issues[0];
  return { ok: false, message: `the hook input does not look like Claude Code's Stop hook JSON (${issue.path.join(".") || "top level"}: ${issue.message})` };
}
export {
  StopHookInput,
  parseStopHookInput
};
