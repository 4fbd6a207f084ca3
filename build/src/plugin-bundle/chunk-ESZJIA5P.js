import {
  memoized
} from "./chunk-IGS7Y7SD.js";
import {
  parseQuery
} from "./chunk-B3BERA4Q.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  failedLately
} from "./chunk-JOILUY7L.js";
import "./chunk-KEFAEZ5K.js";
import {
  TasksQuery
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import {
  statusView
} from "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
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

// dist/src/http/routes/tasks.js
var tasks_default = defineRoute({
  method: "GET",
  path: "/api/tasks",
  summary: "one page of stories, most urgent first, and on the first page the stories closed as failed lately (?state=a,b&agent=&limit=1..200&cursor=)",
  async handle(_request, ctx, url) {
    const query = parseQuery(url, TasksQuery);
    const tracking = ctx.tracking();
    const page = memoized(tracking, `tasks ${url.search}`, () => pageOf(statusView(tracking, { states: query.state, agent: query.agent, limit: query.limit, cursor: query.cursor })));
    if (query.cursor !== void 0)
      return json(page);
    const failed = await failedLately(ctx.projectRoot, ctx.clock.now(), Object.keys(tracking.tasks), query.agent);
    return json(failed ? { ...page, failed } : page);
  }
});
function pageOf(view) {
  const page = {
    ok: true,
    filters: view.filters,
    total: view.total,
    items: view.items,
    limit: view.limit,
    cursor: view.cursor,
    nextCursor: view.nextCursor,
    hasMore: view.hasMore,
    truncated: view.truncated
  };
  if (view.message)
    page.message = view.message;
  return page;
}
export {
  tasks_default as default
};
