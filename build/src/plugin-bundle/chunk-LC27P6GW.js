import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/compound.js
var compound_default = defineCommand({
  usage: "forge compound [--force [--wait]] [--json]",
  summary: "Ingest pending transcripts and run the [compound] command if a session passed the watermark; --force runs it now.",
  help: `options:
  --force         ignore the watermark and run the command now (still under the compound lock)
  --wait          with --force: run in the foreground, print its output and exit with its status

Without --force it does what the daemon does: ingests what the transcripts gained and starts the
command (detached) for each settled session whose context grew by [compound] threshold_tokens
since its last compound; when none did, it says so and runs nothing.

The daemon runs [compound] command by itself each time a session's context grows by
[compound] threshold_tokens (default 100000) and the session is settled. A compound already
running holds _vibe-chain-output/exchanges/.compound.lock and refreshes it while it runs; a lock
not refreshed for [compound] lock_stale (default 3h: its holder died) is taken over. Detached runs append their output to
_vibe-chain-output/exchanges/_compound.log.`,
  options: {
    wait: { type: "boolean" },
    force: { type: "boolean" }
  },
  async run(args, io) {
    const projectRoot = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const [{ loadConfig }, { runCompoundForeground, startCompoundDetached }] = await Promise.all([
      import("./chunk-7K3ASUA5.js"),
      import("./chunk-Z7ZV27WF.js")
    ]);
    const { config, errors } = await loadConfig(projectRoot, io.env);
    if (errors.length > 0)
      throw new ForgeError("config", `the configuration has ${errors.length} error(s); fix _vibe-chain/config.toml first`);
    const command = config.compound.command;
    if (command === void 0 || command.trim() === "")
      throw new ForgeError("config", "no [compound] command is set in _vibe-chain/config.toml");
    if (!args.values.force) {
      if (args.values.wait)
        throw new ForgeError("usage", "--wait runs the command in the foreground, which only --force does");
      const [{ ingestPending }, { systemClock }] = await Promise.all([import("./chunk-SIKY4KE3.js"), import("./chunk-T7EV6BHS.js")]);
      const report = await ingestPending(projectRoot, config, systemClock, io.env);
      const fired = report.watermarks.filter((w) => w.action === "started" || w.action === "locked");
      if (args.values.json)
        io.stdout(`${JSON.stringify({ ok: true, gate: report.watermarks.map((w) => ({ session_id: w.sessionId, action: w.action, context_tokens: w.contextTokens })) })}
`);
      else if (fired.length === 0)
        io.stdout(`nothing to compound: no settled session grew by ${config.compound.threshold_tokens} tokens since its last compound (forge compound --force runs it anyway)
`);
      else
        for (const w of fired)
          io.stdout(`${w.sessionId}: ${w.action === "started" ? "compound started" : "a compound is already running"} (context ${w.contextTokens ?? "-"} tokens)
`);
      return 0;
    }
    const request = { projectRoot, command, staleMs: config.compound.lock_stale, sessionId: null, contextTokens: null, env: io.env };
    const held = (since) => new ForgeError("locked", `a compound is already running (its holder last refreshed the lock ${since === null ? "at an unknown time" : new Date(since).toISOString()}); wait for it to end`);
    if (args.values.wait) {
      const result = await runCompoundForeground(request, args.values.json ? { stdout: io.stderr, stderr: io.stderr } : io);
      if (!result.ran)
        throw held(result.heldSince);
      if (args.values.json)
        io.stdout(`${JSON.stringify({ ok: true, exit_code: result.exitCode })}
`);
      return result.exitCode === 0 ? 0 : 1;
    }
    const started = await startCompoundDetached(request);
    if (!started.started)
      throw held(started.heldSince);
    if (args.values.json)
      io.stdout(`${JSON.stringify({ ok: true, pid: started.pid, stole_stale_lock: started.stoleStaleLock })}
`);
    else
      io.stdout(`compound started (pid ${started.pid ?? "?"}); output goes to _vibe-chain-output/exchanges/_compound.log
`);
    return 0;
  }
});
export {
  compound_default as default
};
