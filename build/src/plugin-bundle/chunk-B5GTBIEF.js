import {
  defineCommand
} from "./chunk-PZO625G3.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/hook-notification.js
var hook_notification_default = defineCommand({
  usage: "forge hook notification --agent NAME [--project DIR]",
  summary: "Worker Notification hook: record that the session waits for a person (permission, idle prompt, question).",
  help: `Registered as a Claude Code "Notification" hook. Reads the hook JSON on stdin
(notification_type: permission_prompt, idle_prompt, elicitation_dialog, ...; message) and writes
_vibe-chain-output/worker-inbox/<NAME>/.needs-input as {"type","message","at"}. The daemon shows
the worker as needs_input (forge workers, GET /api/workers, the dashboard) until the worker's next
Stop hook removes the file.

options:
  --agent NAME   the worker (required)

Always exits 0; a failure is one line on stderr.`,
  options: { agent: { type: "string" } },
  strictOptions: false,
  async run(args, io) {
    try {
      const [{ resolveProjectRoot }, { AgentName }, { writeMark }] = await Promise.all([
        import("./chunk-KUUJ6JBQ.js"),
        import("./chunk-CXHWFY6I.js"),
        import("./chunk-ZSODQ3MQ.js")
      ]);
      const v = args.values;
      const agent = typeof v.agent === "string" && AgentName.safeParse(v.agent).success ? v.agent : null;
      if (agent === null)
        throw new Error(`--agent: expected an agent name, got ${JSON.stringify(v.agent ?? null)}`);
      const projectRoot = resolveProjectRoot(typeof v.project === "string" ? v.project : void 0, io.cwd, io.env);
      const input = parseNotification(await io.readStdin());
      await writeMark(projectRoot, agent, "needs-input", { type: input.type, message: input.message, at: (/* @__PURE__ */ new Date()).toISOString() });
    } catch (error) {
      io.stderr(`forge hook notification: ${error.message.split("\n")[0]}
`);
    }
    return 0;
  }
});
function parseNotification(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error("stdin: expected the Notification hook JSON");
  }
  const record = typeof value === "object" && value !== null ? value : {};
  const type = typeof record.notification_type === "string" ? record.notification_type : "notification";
  const message = typeof record.message === "string" ? record.message.slice(0, 500) : "";
  return { type, message };
}
export {
  hook_notification_default as default
};
