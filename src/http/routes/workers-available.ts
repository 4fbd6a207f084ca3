import { rosterOf } from '../../../protocol/config.js';
import { AvailabilityQuery } from '../../../protocol/http-api.js';
import { availabilityFor } from '../../workers/availability.js';
import { parseQuery } from '../query.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/workers/available',
  summary: 'which worker lab should give a task type to (?task_type=frontend)',
  handle(_request, ctx, url) {
    const { task_type } = parseQuery(url, AvailabilityQuery);
    return json(availabilityFor(task_type, rosterOf(ctx.config()), ctx.store.getWorkers(), (id) => ctx.store.get(id)));
  },
});
