import { rosterOf } from '../../../protocol/config.js';
import { WorkersQuery } from '../../../protocol/http-api.js';
import { workerHosts } from '../../../protocol/worker-hosts.js';
import { workersView } from '../../workers/workers-view.js';
import { parseQuery } from '../query.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/workers',
  summary: "the roster with each worker's status, current task, idle since and last seen",
  handle(_request, ctx, url) {
    parseQuery(url, WorkersQuery);
    return json(workersView(rosterOf(ctx.config()), ctx.tracking(), workerHosts(ctx.config(), ctx.lease?.()?.host ?? null)));
  },
});
