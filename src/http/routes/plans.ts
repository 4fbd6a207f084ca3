import { PLANS_DEFAULT_LIMIT, type PlansPage, PlansQuery } from '../../../protocol/http-api.js';
import { PLANS_DIR } from '../../../protocol/planning/plan-files.js';
import { fillOffsetPage, pageStart } from '../../../protocol/tools/common.js';
import { ForgeError } from '../../errors.js';
import { planOverviews } from '../../planning/plan-overview.js';
import { parseQuery } from '../query.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/plans',
  summary: "the plans of the planning pipeline, newest first: phase, artifacts, verdict, and each module's story and state (?project=&limit=1..50&cursor=)",
  async handle(_request, ctx, url) {
    const query = parseQuery(url, PlansQuery);
    const plans = await planOverviews(ctx.projectRoot, (id) => ctx.store.get(id)?.state ?? null, query.project);
    if (query.project !== undefined && plans.length === 0)
      throw new ForgeError('not_found', `no plan folder ${PLANS_DIR}/${query.project}/: GET /api/plans lists the plans, create_project starts one`);
    const offset = Number(query.cursor ?? 0);
    const page: PlansPage = { ok: true, items: [], ...pageStart(plans.length, query.limit ?? PLANS_DEFAULT_LIMIT, query.cursor) };
    fillOffsetPage(page, plans.slice(offset, offset + page.limit), offset, plans.length);
    if (page.items.length === 0)
      page.message =
        plans.length === 0
          ? `No plan under ${PLANS_DIR}/ yet: the planning pipeline starts one with create_project (forge tool create_project, or /forge in Claude Code).`
          : `No plan after cursor ${offset}: there are ${plans.length}; omit cursor for the first page.`;
    return json(page);
  },
});
