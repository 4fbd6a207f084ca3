import { dashboardFor } from '../../dashboard/dashboard-for.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/',
  summary: 'the dashboard page: workers, stories, timeline and what needs attention, live',
  async handle(request, ctx) {
    return (await dashboardFor(ctx)).page(request);
  },
});
