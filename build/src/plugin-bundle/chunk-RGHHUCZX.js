import {
  shellQuote
} from "./chunk-QR4ULOYC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import {
  defineCommand
} from "./chunk-PZO625G3.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import {
  agentInbox
} from "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";

// dist/src/workers/held-reminder.js
function heldReminder(id, handoffProblem, agent, projectRoot) {
  return [
    `You still hold task ${id} (picked up, ${handoffProblem ?? "no handoff yet"}); no new task comes until it is handed off.`,
    `Its instructions are in ${projectRoot.replace(/[\\/]+$/, "")}/${agentInbox(agent)}/${id}.md. Finish it, then hand it off:`,
    "",
    "```sh",
    `forge handoff --project ${shellQuote(projectRoot)} --story ${id} --status completed --summary '<one line>' --file - <<'HANDOFF'`,
    "<for the reviewers>",
    "HANDOFF",
    "```",
    "",
    "If you cannot finish, hand off with --status failed or --status blocked and say why in the body."
  ].join("\n");
}

// dist/src/commands/hook-stop.js
var hook_stop_default = defineCommand({
  usage: "forge hook stop --agent NAME [--project DIR] [--idle-wait 60s]",
  summary: "Worker Stop hook: claim the agent's next task and hand it to the Claude Code session, or wait for one.",
  help: `Registered as a Claude Code "Stop" hook in the worker's .claude/settings.local.json. Reads the
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
  4. on a claim, writes Heimdall and these hooks into <worktree>/.claude/settings.local.json and
     prints {"decision":"block","reason": PROMPT}: the session carries on with the task;
  5. with nothing to claim, watches the inbox folder until a task lands or the idle wait ends,
     then prints {} and the session stops.

options:
  --agent NAME       the worker (required)
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
    const [{ randomUUID }, { systemClock }, { resolveProjectRoot }, { hookLog }, { AgentName }] = await Promise.all([
      import("node:crypto"),
      import("./chunk-T7EV6BHS.js"),
      import("./chunk-KUUJ6JBQ.js"),
      import("./chunk-YHFM4VKU.js"),
      import("./chunk-CXHWFY6I.js")
    ]);
    const v = args.values;
    const agent = typeof v.agent === "string" && AgentName.safeParse(v.agent).success ? v.agent : null;
    const projectRoot = resolveProjectRoot(typeof v.project === "string" ? v.project : void 0, io.cwd, io.env);
    const log = hookLog(projectRoot, "stop", agent ?? "?", systemClock.now, io.stderr);
    let outcome = null;
    let failure = null;
    let continuing = false;
    try {
      if (agent === null)
        throw new Error(`--agent: expected an agent name (lower-case letters, digits, _ or -), got ${JSON.stringify(v.agent ?? null)}`);
      const [{ parseStopHookInput }, { clientConfig }, { parseDuration }, { runStopHook }] = await Promise.all([
        import("./chunk-HS62FOMS.js"),
        import("./chunk-MZKNPYBY.js"),
        import("./chunk-MSXQTFLJ.js"),
        import("./chunk-4ULICSFL.js")
      ]);
      const input = parseStopHookInput(await io.readStdin());
      if (!input.ok)
        throw new Error(input.message);
      continuing = input.input.stop_hook_active === true;
      const config = await clientConfig(projectRoot, io.env);
      const managed = io.env.FORGE_AGENT === agent && (await import("./chunk-MMVNHS4Q.js")).managedWorkers(config).includes(agent);
      const idleWait = v["idle-wait"] === void 0 ? managed ? Infinity : config.workers.idle_wait : parseDuration(String(v["idle-wait"]));
      if (idleWait === null)
        throw new Error(`--idle-wait: expected a duration like "60s" or "5m", got ${JSON.stringify(v["idle-wait"])}`);
      outcome = await runStopHook({
        projectRoot,
        agent,
        config,
        idleWaitMs: idleWait,
        sessionId: input.input.session_id ?? io.env.FORGE_SESSION_ID ?? randomUUID(),
        clock: systemClock,
        signal: io.stopSignal,
        ...managed && io.env.FORGE_SESSION_STARTED ? { stillCurrent: stillCurrentSession(projectRoot, agent, io.env.FORGE_SESSION_STARTED) } : {},
        onWaiting: () => io.stderr(`forge hook stop: nothing to claim for ${agent}; waiting ${idleWait === Infinity ? "without a time limit" : `up to ${Math.round(idleWait / 1e3)}s`} for a task
`),
        contextSections: async (task) => {
          const [{ swarmPromptSections }, { inspectionPromptSections }] = await Promise.all([
            import("./chunk-BJVHKHGL.js"),
            import("./chunk-HYDC227E.js")
          ]);
          return [
            ...await swarmPromptSections(projectRoot, task.frontMatter, systemClock.now),
            ...await inspectionPromptSections(projectRoot, systemClock, task.frontMatter)
          ];
        }
      });
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    io.stdout(`${JSON.stringify(answerOf(outcome, agent, projectRoot, continuing))}
`);
    await log.line(failure === null ? describeOutcome(outcome, continuing) : `failed: ${failure}; letting the session stop, nothing claimed`).catch((error) => io.stderr(`forge hook stop: ${error.message}
`));
    return 0;
  }
});
function stillCurrentSession(projectRoot, agent, startedAt) {
  return async () => (await import("./chunk-ZSODQ3MQ.js")).isCurrentSession(projectRoot, agent, startedAt);
}
function answerOf(outcome, agent, projectRoot, continuing) {
  if (outcome?.kind === "claimed")
    return { decision: "block", reason: outcome.prompt };
  if (outcome?.kind !== "held" || agent === null || continuing)
    return {};
  return { decision: "block", reason: heldReminder(outcome.id, outcome.handoffProblem, agent, projectRoot) };
}
function describeOutcome(outcome, continuing) {
  switch (outcome.kind) {
    case "claimed":
      return `claimed ${outcome.id} after ${outcome.waitedMs} ms; settings ${outcome.settings.kind}${outcome.cuts.length ? `; prompt cut: ${outcome.cuts.join(", ")}` : ""}`;
    case "held":
      return `still holds ${outcome.id} (picked up, ${outcome.handoffProblem ?? "no handoff yet"}): claiming nothing new; ${continuing ? "letting the session stop" : "offering it again"}`;
    case "idle":
      return `nothing to claim after ${outcome.waitedMs} ms; letting the session stop`;
    case "stopped":
      return "asked to stop while waiting; nothing claimed";
  }
}
export {
  hook_stop_default as default
};
