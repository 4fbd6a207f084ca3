import { StatusQuery, type StatusSummary, SUPPORTED_PROTOCOL } from '../../../protocol/http-api.js';
import { type StatusView, statusView } from '../../../protocol/status-view.js';
import { memoized } from '../memo.js';
import { parseQuery } from '../query.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/status',
  summary: 'counts by state, workers and rejected files (?agent= to narrow); /api/tasks lists the stories',
  handle(_request, ctx, url) {
    const { agent } = parseQuery(url, StatusQuery);
    const tracking = ctx.tracking();
    const summary = memoized(tracking, `status ${agent ?? ''}`, () => summaryOf(statusView(tracking, { agent, limit: 1 }), ctx.projectId()));
    const lease = ctx.lease?.() ?? null;
    return json(lease ? { ...summary, lease } : summary);
  },
});

function summaryOf(view: StatusView, projectId: string): StatusSummary {
  const summary: StatusSummary = {
    ok: true,
    protocol: SUPPORTED_PROTOCOL,
    project_id: projectId,
    updated_at: view.updated_at,
    counts: view.counts,
    filters: view.filters,
    total: view.total,
    rejected: view.rejected,
    workers: view.workers,
  };
  if (view.total === 0 && view.message) summary.message = view.message;
  return summary;
}
