import { dashboardFor } from '../../dashboard/dashboard-for.js';
import { StreamQuery } from '../../dashboard/wire.js';
import { parseQuery } from '../query.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/stream',
  summary: 'Server-Sent Events: a snapshot of the board, then a delta after each change (?since=<boot>.<seq> to resume)',
  async handle(request, ctx, url) {
    parseQuery(url, StreamQuery);
    return (await dashboardFor(ctx)).stream(request);
  },
});
