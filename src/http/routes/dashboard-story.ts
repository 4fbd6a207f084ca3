import { dashboardFor } from '../../dashboard/dashboard-for.js';
import { StoryQuery } from '../../dashboard/wire.js';
import { parseQuery } from '../query.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/dashboard/story',
  summary: "one story's front matter, signals, handoffs, history and audit lines (?id=), for the dashboard",
  async handle(_request, ctx, url) {
    const { id } = parseQuery(url, StoryQuery);
    return json(await (await dashboardFor(ctx)).story(id));
  },
});
