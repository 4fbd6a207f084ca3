import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/hook-notification.js
var hook_notification_default = defineCommand({
  usage: "forge hook notification [--agent NAME] [--project DIR]",
  summary: "Worker Notification hook: record that the session waits for a person (permission, idle prompt, question).",
  help: `Registered as a Claude Code "Notification" hook. Reads the hook JSON on stdin
(notification_type: permission_prompt, idle_prompt, elicitation_dialog, ...; message) and writes
_vibe-chain-output/worker-inbox/<NAME>/.needs-input as {"type","message","at"}. The daemon shows
the worker as needs_input (forge workers, GET /api/workers, the dashboard) until the worker's next
Stop hook removes the file.

options:
  --agent NAME   the worker; default FORGE_AGENT (the session's own name)

Always exits 0; a failure is one line on stderr.`,
  options: { agent: { type: "string" } },
  strictOptions: false,
  async run(args, io) {
    try {
      const [{ resolveProjectRoot }, { AgentName }, { recordNotification }] = await Promise.all([
        import("./chunk-V36FZA4O.js"),
        import("./chunk-CXHWFY6I.js"),
        import("./chunk-TK3BAFDH.js")
      ]);
      const v = args.values;
      const named = typeof v.agent === "string" ? v.agent : io.env.FORGE_AGENT;
      const agent = named !== void 0 && AgentName.safeParse(named).success ? named : null;
      if (agent === null)
        throw new Error(`--agent (or FORGE_AGENT): expected an agent name, got ${JSON.stringify(named ?? null)}`);
      const projectRoot = resolveProjectRoot(typeof v.project === "string" ? v.project : void 0, io.cwd, io.env);
      await recordNotification(projectRoot, agent, parseNotification(await io.readStdin()), /* @__PURE__ */ new Date());
    } catch (error) {
      io.stderr(`forge hook notification: ${error.message.split("\n")[0]}
`);
    }
    return 0;
  }
});
function parseNotification(text) {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new Error("stdin: expected the Notification hook JSON");
    throw error;
  }
}
export {
  hook_notification_default as default
};
