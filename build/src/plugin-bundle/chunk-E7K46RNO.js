import {
  planOverviews
} from "./chunk-JQPYN5QL.js";
import {
  parseQuery
} from "./chunk-B3BERA4Q.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import "./chunk-SI3FBSHU.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VSUZ4L4C.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-AF6YNM63.js";
import {
  PLANS_DEFAULT_LIMIT,
  PlansQuery
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-2TBVN567.js";
import {
  PLANS_DIR
} from "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import {
  ForgeError
} from "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  fillOffsetPage,
  pageStart
} from "./chunk-C5Q5C45N.js";
import "./chunk-5WLASJTG.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/plans.js
var plans_default = defineRoute({
  method: "GET",
  path: "/api/plans",
  summary: "the plans of the planning pipeline, newest first: phase, artifacts, verdict, and each module's story and state (?project=&limit=1..50&cursor=)",
  async handle(_request, ctx, url) {
    const query = parseQuery(url, PlansQuery);
    const plans = await planOverviews(ctx.projectRoot, (id) => ctx.store.get(id)?.state ?? null, query.project);
    if (query.project !== void 0 && plans.length === 0)
      throw new ForgeError("not_found", `no plan folder ${PLANS_DIR}/${query.project}/: GET /api/plans lists the plans, create_project starts one`);
    const offset = Number(query.cursor ?? 0);
    const page = { ok: true, items: [], ...pageStart(plans.length, query.limit ?? PLANS_DEFAULT_LIMIT, query.cursor) };
    fillOffsetPage(page, plans.slice(offset, offset + page.limit), offset, plans.length);
    if (page.items.length === 0)
      page.message = plans.length === 0 ? `No plan under ${PLANS_DIR}/ yet: the planning pipeline starts one with create_project (forge tool create_project, or /forge in Claude Code).` : `No plan after cursor ${offset}: there are ${plans.length}; omit cursor for the first page.`;
    return json(page);
  }
});
export {
  plans_default as default
};
