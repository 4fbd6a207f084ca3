import { type TasksPage, TasksQuery } from '../../../protocol/http-api.js';
import { type StatusView, statusView } from '../../../protocol/status-view.js';
import { failedLately } from '../../tracking/recent-failures.js';
import { memoized } from '../memo.js';
import { parseQuery } from '../query.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/tasks',
  summary: 'one page of stories, most urgent first, and on the first page the stories closed as failed lately (?state=a,b&agent=&limit=1..200&cursor=)',
  async handle(_request, ctx, url) {
    const query = parseQuery(url, TasksQuery);
    const tracking = ctx.tracking();
    const page = memoized(tracking, `tasks ${url.search}`, () =>
      pageOf(statusView(tracking, { states: query.state, agent: query.agent, limit: query.limit, cursor: query.cursor })),
    );
    if (query.cursor !== undefined) return json(page);
    // Stories closed as failed left tracking, so the ledger is read each time rather than memoized with it.
    const failed = await failedLately(ctx.projectRoot, ctx.clock.now(), Object.keys(tracking.tasks), query.agent);
    return json(failed ? { ...page, failed } : page);
  },
});

function pageOf(view: StatusView): TasksPage {
  const page: TasksPage = {
    ok: true,
    filters: view.filters,
    total: view.total,
    items: view.items,
    limit: view.limit,
    cursor: view.cursor,
    nextCursor: view.nextCursor,
    hasMore: view.hasMore,
    truncated: view.truncated,
  };
  if (view.message) page.message = view.message;
  return page;
}
