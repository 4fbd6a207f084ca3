import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/hook-session-start.js
var hook_session_start_default = defineCommand({
  usage: "forge hook session-start [--agent NAME] [--project DIR]",
  summary: "SessionStart hook: a worker learns who it is and its task; any other session, where the project stands and how to search its memory.",
  help: `Registered as a Claude Code "SessionStart" hook; its output (plain text, under 2,500
characters) is added to the session's context. It says who the worker is (task types, adapter),
its current task if it holds one, how many tasks wait in its inbox, and the three commands it
will need: forge pickup, forge handoff, forge status. Reads file names only (no task file, no
tracking file), so it answers in well under 300 ms. Touches the worker's .heartbeat. When Claude
Code gives it CLAUDE_ENV_FILE, it puts this install's forge on the PATH of the session's Bash
commands there, so the commands it names run even where forge is not installed globally.

options:
  --agent NAME   the worker (required)

Without --agent (a session of the project that is not a worker) it prints the project's task
counts by state, what needs a person (escalated or invalid tasks, rejected files), how to search
the transcript memory, and a notice when the last compound run failed; it reads project_id from
the config, .tracking.json, _state.json and the tail of _compound.log only, without loading the
schemas (a tracking file that does not read is checked against its schema to count its problems).

Always exits 0: on any error it prints one line saying what went wrong and the session starts normally.`,
  options: {
    agent: { type: "string" }
  },
  strictOptions: false,
  async run(args, io) {
    const v = args.values;
    try {
      const { resolveProjectRoot } = await import("./chunk-V36FZA4O.js");
      const projectRoot = resolveProjectRoot(typeof v.project === "string" ? v.project : void 0, io.cwd, io.env);
      if (v.agent === void 0) {
        io.stdout(await projectBlock(projectRoot, io.env));
        return 0;
      }
      const { AgentName } = await import("./chunk-CXHWFY6I.js");
      const agent = typeof v.agent === "string" && AgentName.safeParse(v.agent).success ? v.agent : null;
      if (agent === null)
        throw new Error(`--agent: expected an agent name, got ${JSON.stringify(v.agent ?? null)}`);
      const [{ exportForgePath }, { workerSessionStart }] = await Promise.all([
        import("./chunk-ECF57FYG.js"),
        import("./chunk-SRFB6IQ7.js")
      ]);
      await exportForgePath(io.env);
      io.stdout(await workerSessionStart(projectRoot, agent, io.env, Date.now()));
    } catch (error) {
      io.stdout(`forge hook session-start: ${error.message.split("\n")[0]}
`);
    }
    return 0;
  }
});
async function projectBlock(projectRoot, env) {
  const [{ readProjectId }, { readTrackingSummary }, { exchangeCount, lastCompound }, { projectSessionStartText }] = await Promise.all([
    import("./chunk-OBJY4LWR.js"),
    import("./chunk-UD7JOQZ4.js"),
    import("./chunk-XUK3PC57.js"),
    import("./chunk-CMGJDVWQ.js")
  ]);
  const [projectId, tracking, exchanges, compound] = await Promise.all([
    readProjectId(projectRoot, env),
    readTrackingSummary(projectRoot),
    exchangeCount(projectRoot),
    lastCompound(projectRoot)
  ]);
  return projectSessionStartText({ projectId, tracking, exchanges, lastCompound: compound });
}
export {
  hook_session_start_default as default
};
