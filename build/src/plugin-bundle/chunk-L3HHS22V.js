import {
  defineCommand
} from "./chunk-PKB7GABL.js";
import "./chunk-AZZCPNZU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/hook-session-start.js
var hook_session_start_default = defineCommand({
  usage: "forge hook session-start --agent NAME [--project DIR]",
  summary: "Worker SessionStart hook: print who the worker is, its current task, what waits, and the commands it needs.",
  help: `Registered as a Claude Code "SessionStart" hook; its output (plain text, under 2,500
characters) is added to the session's context. It says who the worker is (task types, adapter),
its current task if it holds one, how many tasks wait in its inbox, and the three commands it
will need: forge pickup, forge handoff, forge status. Reads file names only (no task file, no
tracking file), so it answers in well under 300 ms. Touches the worker's .heartbeat. When Claude
Code gives it CLAUDE_ENV_FILE, it puts this install's forge on the PATH of the session's Bash
commands there, so the commands it names run even where forge is not installed globally.

options:
  --agent NAME   the worker (required)

Always exits 0: on any error it prints one line saying what went wrong and the session starts normally.`,
  options: {
    agent: { type: "string" }
  },
  strictOptions: false,
  async run(args, io) {
    const v = args.values;
    try {
      const [{ resolveProjectRoot }, { AgentName }] = await Promise.all([import("./chunk-XDNR2BFF.js"), import("./chunk-CXHWFY6I.js")]);
      const agent = typeof v.agent === "string" && AgentName.safeParse(v.agent).success ? v.agent : null;
      if (agent === null)
        throw new Error(`--agent: expected an agent name, got ${JSON.stringify(v.agent ?? null)}`);
      const projectRoot = resolveProjectRoot(typeof v.project === "string" ? v.project : void 0, io.cwd, io.env);
      const [{ clientConfig }, { listInbox }, { heldTask }, { touchHeartbeat }, { sessionStartText }, { rosterOf }, { adapterFile }, { projectIdOf }, { exportForgePath }] = await Promise.all([
        import("./chunk-HGZZPOSF.js"),
        import("./chunk-XODXUUJT.js"),
        import("./chunk-RAHXTJ4J.js"),
        import("./chunk-OSFN6WRI.js"),
        import("./chunk-KJ7B22W5.js"),
        import("./chunk-RE7JBYKC.js"),
        import("./chunk-HLV72T2A.js"),
        import("./chunk-76DXEL4V.js"),
        import("./chunk-YX4EHEPR.js")
      ]);
      await exportForgePath(io.env);
      const config = await clientConfig(projectRoot, io.env);
      await touchHeartbeat(projectRoot, agent, Date.now());
      const stories = await listInbox(projectRoot, agent);
      const held = stories === null ? null : await heldTask(projectRoot, agent, stories, config.daemon.max_task_bytes);
      const worker = rosterOf(config)[agent];
      io.stdout(sessionStartText({ agent, projectRoot, projectId: projectIdOf(config, projectRoot), worker, adapterPath: worker?.adapter ?? adapterFile(agent), held, stories }));
    } catch (error) {
      io.stdout(`forge hook session-start: ${error.message.split("\n")[0]}
`);
    }
    return 0;
  }
});
export {
  hook_session_start_default as default
};
