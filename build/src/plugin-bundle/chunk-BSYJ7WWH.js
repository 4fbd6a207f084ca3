import {
  defineCommand
} from "./chunk-PKB7GABL.js";
import "./chunk-AZZCPNZU.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import {
  resolveProjectRoot
} from "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/compound.js
var compound_default = defineCommand({
  usage: "forge compound [--wait] [--json]",
  summary: "Run the [compound] command now, under the compound lock (detached, or in the foreground with --wait).",
  help: `options:
  --wait          run in the foreground, print its output and exit with its status

The daemon runs [compound] command by itself each time a session's context grows by
[compound] threshold_tokens (default 100000) and the session is settled. A compound already
running holds _vibe-chain-output/exchanges/.compound.lock and refreshes it while it runs; a lock
not refreshed for [compound] lock_stale (default 3h: its holder died) is taken over. Detached runs append their output to
_vibe-chain-output/exchanges/_compound.log.`,
  options: {
    wait: { type: "boolean" }
  },
  async run(args, io) {
    const projectRoot = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const [{ loadConfig }, { runCompoundForeground, startCompoundDetached }] = await Promise.all([import("./chunk-WOYFLAY2.js"), import("./chunk-SLYUGUAE.js")]);
    const { config, errors } = await loadConfig(projectRoot, io.env);
    if (errors.length > 0)
      throw new ForgeError("config", `the configuration has ${errors.length} error(s); fix _vibe-chain/config.toml first`);
    const command = config.compound.command;
    if (command === void 0 || command.trim() === "")
      throw new ForgeError("config", "no [compound] command is set in _vibe-chain/config.toml");
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
