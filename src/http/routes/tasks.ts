import { type TasksPage, TasksQuery } from '../../../protocol/http-api.js';
import { type StatusView, statusView } from '../../../protocol/status-view.js';
import { memoized } from '../memo.js';
import { parseQuery } from '../query.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/tasks',
  summary: 'one page of stories, most urgent first (?state=a,b&agent=&limit=1..200&cursor=)',
  handle(_request, ctx, url) {
    const query = parseQuery(url, TasksQuery);
    const tracking = ctx.tracking();
    return json(
      memoized(tracking, `tasks ${url.search}`, () =>
        pageOf(statusView(tracking, { states: query.state, agent: query.agent, limit: query.limit, cursor: query.cursor })),
      ),
    );
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
