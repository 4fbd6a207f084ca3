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

// dist/src/commands/stop.js
var stop_default = defineCommand({
  usage: "forge stop [--project DIR] [--timeout 60s]",
  summary: "Stop the daemon of a project, as SIGTERM does: managed workers stop first (unless keep_workers_on_stop).",
  help: `Sends SIGTERM to the daemon named in _vibe-chain-output/.forge-daemon.json and waits until it
has exited (one that has exited but is not yet reaped by its parent, a zombie, has). The daemon
writes its tracking file, then stops its managed workers gracefully: SIGTERM to every process of
each worker's session, also what it started in a session of its own or left under PID 1, and
SIGKILL to what is left after [supervisor] stop_grace; unless [supervisor] keep_workers_on_stop is
true.

options:
  --timeout DUR   how long to wait for the daemon to exit (default 60s); exit 1 if it has not`,
  options: { timeout: { type: "string" } },
  async run(args, io) {
    const [{ readOwner }, { processRunning }, { DAEMON_OWNER }, { inProject }, { parseDuration }, { hostname }] = await Promise.all([
      import("./chunk-FCHGW2AW.js"),
      import("./chunk-24BL3SVE.js"),
      import("./chunk-KQ5JKW4O.js"),
      import("./chunk-V36FZA4O.js"),
      import("./chunk-MSXQTFLJ.js"),
      import("node:os")
    ]);
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const timeout = parseDuration(args.values.timeout ?? "60s");
    if (timeout === null)
      throw new ForgeError("usage", `--timeout: expected a duration like "60s", got ${JSON.stringify(args.values.timeout)}`);
    const owner = await readOwner(inProject(root, DAEMON_OWNER));
    if (owner === null || owner.host === hostname() && !await processRunning(owner.pid)) {
      io.stdout(`no forge daemon is running on ${root}
`);
      return 0;
    }
    if (owner.host !== hostname())
      throw new ForgeError("unavailable", `the daemon runs on ${owner.host} (pid ${owner.pid}); stop it there`);
    process.kill(owner.pid, "SIGTERM");
    const deadline = Date.now() + timeout;
    while (await processRunning(owner.pid)) {
      if (Date.now() >= deadline)
        throw new ForgeError("unavailable", `the daemon (pid ${owner.pid}) has not exited after ${args.values.timeout ?? "60s"}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    io.stdout(`forge daemon (pid ${owner.pid}) stopped
`);
    return 0;
  }
});
export {
  stop_default as default
};
