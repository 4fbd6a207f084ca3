import {
  COMMON_FLAGS
} from "./chunk-SJRH2Q4E.js";
import {
  defineCommand
} from "./chunk-MPLTFSEM.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  resolveProjectRoot
} from "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/commands/doctor.js
var doctor_default = defineCommand({
  usage: "forge doctor [--project DIR] [--json]",
  summary: "Check the set-up, one line per check: OK, WARN or FAIL, with the fix.",
  help: `Checks, in order:
  node         Node.js is 20.19 or newer
  config       the config layers parse (a bad key is named with its file and line)
  folders      _vibe-chain-output/, worker-inbox/ and handoffs/ are writable folders
  daemon       a daemon runs on the project and its lock is fresh (or the lock is stale)
  port         [forge] dashboard_port is free, or held by this project's daemon
  inotify      the files to watch fit in the inotify watch limit (Linux)
  claims       no .picked-up is left without its task
  tasks        no task is stuck in invalid
  task keys    no task front matter key is a typo away from a known one, and no task sits in
               the folder of an agent no roster names (the daemon shows the same on the story)
  heimdall     Heimdall is wired in the worktree of every picked-up task
  transcripts  a Claude Code transcripts folder is found, and every managed worker whose
               [workers.NAME] env sets its own HOME has one there
Exit 1 when any check FAILs (WARN alone exits 0). --json prints {ok, checks: [{check, status, message, fix?}]}.`,
  options: { ...COMMON_FLAGS },
  async run(args, io) {
    const { runDoctor, renderDoctor } = await import("./chunk-4DYCX3FL.js");
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const checks = await runDoctor(root, io.env, Date.now());
    const failed = checks.some((check) => check.status === "FAIL");
    io.stdout(args.values.json ? `${JSON.stringify({ ok: !failed, checks })}
` : renderDoctor(checks));
    return failed ? 1 : 0;
  }
});
export {
  doctor_default as default
};
