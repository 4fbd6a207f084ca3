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

// dist/src/commands/workers.js
var workers_default = defineCommand({
  usage: "forge workers [--json]",
  summary: "The roster: each worker with its status, current task, idle since and last seen.",
  help: `Joins the roster ([workers.NAME] task_types and adapter in _vibe-chain/config.toml, else the
default roster: anvil frontend, fullstack; furnace backend, devops, docs, security; crucible test;
temper code_review; architect arch_review; pixel ux_review) with the liveness the daemon
records in .tracking.json:

  offline   nothing seen for [workers] offline_after (15m): no heartbeat, transcript growth
            or claim; a silent worker holding a task is offline too (its task shows stalled)
  busy      holding a picked-up task that is not handed off yet
  idle      otherwise; idle since its last hand-off, else since it was first seen
  unknown   the daemon has not tracked this worker (no tracking file yet)

A managed worker's HOST is the host whose daemon runs it: its [workers.NAME] host, else the
lease holder's.

--json prints {"ok":true,"updated_at","workers":[{"agent","task_types","adapter","in_roster",
"status","current_task","idle_since","last_seen_at","supervisor"?,"host"?}],"message"?};
GET /api/workers answers the same.`,
  options: { ...COMMON_FLAGS },
  async run(args, io) {
    const [{ clientConfig }, { readTrackingOrFail }, { workersView }, { renderWorkersTable }, { rosterOf }, { workerHosts }, { daemonFacts }] = await Promise.all([
      import("./chunk-HC3DYR3B.js"),
      import("./chunk-LW3KSHLM.js"),
      import("./chunk-HC3NNGUL.js"),
      import("./chunk-HKBXG44L.js"),
      import("./chunk-BGRNPQPZ.js"),
      import("./chunk-XTDTNTH5.js"),
      import("./chunk-QA4DNSNO.js")
    ]);
    const root = resolveProjectRoot(args.values.project, io.cwd, io.env);
    const config = await clientConfig(root, io.env);
    const holderHost = (await daemonFacts(root, Date.now())).owner?.host ?? null;
    const view = workersView(rosterOf(config), await readTrackingOrFail(root), workerHosts(config, holderHost));
    io.stdout(args.values.json ? `${JSON.stringify(view)}
` : renderWorkersTable(view, Date.now()));
    return 0;
  }
});
export {
  workers_default as default
};
