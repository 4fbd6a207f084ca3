import {
  memoized
} from "./chunk-IGS7Y7SD.js";
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
  SUPPORTED_PROTOCOL,
  StatusQuery
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import {
  statusView
} from "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/status.js
var status_default = defineRoute({
  method: "GET",
  path: "/api/status",
  summary: "counts by state, workers and rejected files (?agent= to narrow); /api/tasks lists the stories",
  handle(_request, ctx, url) {
    const { agent } = parseQuery(url, StatusQuery);
    const tracking = ctx.tracking();
    const summary = memoized(tracking, `status ${agent ?? ""}`, () => summaryOf(statusView(tracking, { agent, limit: 1 }), ctx.projectId()));
    const lease = ctx.lease?.() ?? null;
    return json(lease ? { ...summary, lease } : summary);
  }
});
function summaryOf(view, projectId) {
  const summary = {
    ok: true,
    protocol: SUPPORTED_PROTOCOL,
    project_id: projectId,
    updated_at: view.updated_at,
    counts: view.counts,
    filters: view.filters,
    total: view.total,
    rejected: view.rejected,
    workers: view.workers
  };
  if (view.total === 0 && view.message)
    summary.message = view.message;
  return summary;
}
export {
  status_default as default
};
