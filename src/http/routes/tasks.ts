import { TasksQuery, type TasksPage } from '../../../protocol/http-api.js';
import { statusView } from '../../../protocol/status-view.js';
import { parseQuery } from '../query.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/tasks',
  summary: 'one page of stories, most urgent first (?state=a,b&agent=&limit=1..200&cursor=)',
  handle(_request, ctx, url) {
    const query = parseQuery(url, TasksQuery);
    const view = statusView(ctx.tracking(), { states: query.state, agent: query.agent, limit: query.limit, cursor: query.cursor });
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
    return json(page);
  },
});
