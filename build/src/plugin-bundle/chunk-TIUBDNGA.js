import {
  canClaimNow,
  comesBack
} from "./chunk-J5IEYQZL.js";
import {
  parseQuery
} from "./chunk-B3BERA4Q.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  AvailabilityQuery
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import {
  fromIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import {
  canonicalTaskType
} from "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  rosterOf
} from "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/workers/availability.js
function takersOf(roster, taskType) {
  const canonical = canonicalTaskType(taskType);
  return Object.entries(roster).filter(([, worker]) => worker.task_types.some((type) => type === taskType || canonicalTaskType(type) === canonical)).map(([name]) => name);
}
function availabilityFor(taskType, roster, workers, task) {
  const takers = takersOf(roster, taskType);
  if (takers.length === 0)
    return { available: false, agent: null, reason: "no_worker_configured" };
  const known = takers.flatMap((agent) => workers[agent] ? [{ agent, worker: workers[agent] }] : []);
  const idle = known.filter(({ worker }) => worker.status === "idle" && worker.idle_since !== null && canClaimNow(worker)).sort((a, b) => fromIso(a.worker.idle_since) - fromIso(b.worker.idle_since) || compare(a.agent, b.agent));
  if (idle[0])
    return { available: true, agent: idle[0].agent, idle_since: idle[0].worker.idle_since, current_task: null };
  const busy = known.filter(({ worker }) => worker.status === "busy" && worker.current_task !== null && comesBack(worker.supervisor)).map(({ agent, worker }) => ({ agent, current: worker.current_task, since: pickedUpMs(task(worker.current_task)) })).sort((a, b) => a.since - b.since || compare(a.agent, b.agent));
  if (busy[0])
    return { available: false, agent: busy[0].agent, idle_since: null, current_task: busy[0].current, estimated_free: null };
  return { available: false, agent: null, reason: "all_workers_offline" };
}
function pickedUpMs(entry) {
  const at = entry?.picked_up_at ? fromIso(entry.picked_up_at) : NaN;
  return Number.isNaN(at) ? Number.MAX_SAFE_INTEGER : at;
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// dist/src/http/routes/workers-available.js
var workers_available_default = defineRoute({
  method: "GET",
  path: "/api/workers/available",
  summary: "which worker lab should give a task type to (?task_type=frontend)",
  handle(_request, ctx, url) {
    const { task_type } = parseQuery(url, AvailabilityQuery);
    return json(availabilityFor(task_type, rosterOf(ctx.config()), ctx.store.getWorkers(), (id) => ctx.store.get(id)));
  }
});
export {
  workers_available_default as default
};
