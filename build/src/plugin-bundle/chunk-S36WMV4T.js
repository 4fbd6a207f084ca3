import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/hook-stop.js
var hook_stop_default = defineCommand({
  usage: "forge hook stop [--agent NAME] [--project DIR] [--idle-wait 60s]",
  summary: "Worker Stop hook: claim the agent's next task and hand it to the Claude Code session, or wait for one.",
  help: `Registered as a Claude Code "Stop" hook (by the plugin, or by forge hooks install; a managed
worker's session reaches the same code through the daemon's resident hooks). Reads the
Stop hook JSON on stdin (session_id, transcript_path, cwd, stop_hook_active, ...), then:

  1. touches _vibe-chain-output/worker-inbox/<NAME>/.heartbeat (the worker's sign of life);
  2. if the agent still holds a picked-up task with no valid handoff, claims nothing new: at the
     first Stop of a turn (stop_hook_active false: a new session, or after a person spoke) it
     prints {"decision":"block","reason": REMINDER}, that task again with the handoff command;
     on a continuation (stop_hook_active true) it prints {} and the session stops, the task
     still picked up;
  3. claims the next task of the inbox (urgency high, normal, low; then the oldest submitted_at)
     by exclusive create of <id>.picked-up (agent, session_id, at), skipping tasks that are
     picked up, orphaned, timed out, escalated, confirmed or invalid;
  4. on a claim, prints {"decision":"block","reason": PROMPT}: the session carries on with the
     task (Heimdall finds the task from the agent's claim; nothing is written into the worktree);
  5. with nothing to claim, watches the inbox folder until a task lands or the idle wait ends,
     then prints {} and the session stops.

options:
  --agent NAME       the worker; default FORGE_AGENT (the session's own name)
  --idle-wait DUR    how long to wait for a task ("60s", "5m", "0" for no wait);
                     default [workers] idle_wait (60s), no limit for a managed worker
                     (one the daemon runs: [supervisor] enabled, FORGE_AGENT set to NAME)

Always exits 0. Any failure (bad input, broken adapter, unreadable inbox, bad config) prints {}
so the session stops, with one line on stderr and in _vibe-chain-output/worker-hooks.log;
a claim made before the failure is withdrawn.`,
  options: {
    agent: { type: "string" },
    "idle-wait": { type: "string" }
  },
  strictOptions: false,
  async run(args, io) {
    const [{ systemClock }, { resolveProjectRoot }, { AgentName }] = await Promise.all([
      import("./chunk-T7EV6BHS.js"),
      import("./chunk-V36FZA4O.js"),
      import("./chunk-CXHWFY6I.js")
    ]);
    const v = args.values;
    const named = typeof v.agent === "string" ? v.agent : io.env.FORGE_AGENT;
    const agent = named !== void 0 && AgentName.safeParse(named).success ? named : null;
    const projectRoot = resolveProjectRoot(typeof v.project === "string" ? v.project : void 0, io.cwd, io.env);
    let answer = {};
    try {
      if (agent === null)
        throw new Error(`--agent (or FORGE_AGENT): expected an agent name (lower-case letters, digits, _ or -), got ${JSON.stringify(named ?? null)}`);
      const [{ parseStopHookInput }, { clientConfig }, { parseDuration }, { answerStop }] = await Promise.all([
        import("./chunk-HS62FOMS.js"),
        import("./chunk-HC3DYR3B.js"),
        import("./chunk-MSXQTFLJ.js"),
        import("./chunk-4G4HYCC2.js")
      ]);
      const input = parseStopHookInput(await io.readStdin());
      if (!input.ok)
        throw new Error(input.message);
      const config = await clientConfig(projectRoot, io.env);
      const idleWait = v["idle-wait"] === void 0 ? void 0 : parseDuration(String(v["idle-wait"]));
      if (idleWait === null)
        throw new Error(`--idle-wait: expected a duration like "60s" or "5m", got ${JSON.stringify(v["idle-wait"])}`);
      answer = await answerStop({
        projectRoot,
        agent,
        config,
        clock: systemClock,
        sessionId: input.input.session_id ?? io.env.FORGE_SESSION_ID,
        continuing: input.input.stop_hook_active === true,
        sessionAgent: io.env.FORGE_AGENT,
        sessionStarted: io.env.FORGE_SESSION_STARTED,
        ...idleWait === void 0 ? {} : { idleWaitMs: idleWait },
        signal: io.stopSignal,
        stderr: io.stderr
      });
    } catch (error) {
      const { hookLog } = await import("./chunk-UYYFUW63.js");
      await hookLog(projectRoot, "stop", agent ?? "?", systemClock.now, io.stderr).line(`failed: ${error instanceof Error ? error.message : String(error)}; letting the session stop, nothing claimed`).catch((logError) => io.stderr(`forge hook stop: ${logError.message}
`));
    }
    io.stdout(`${JSON.stringify(answer)}
`);
    return 0;
  }
});
export {
  hook_stop_default as default
};
