import {
  memoized
} from "./chunk-IGS7Y7SD.js";
import {
  parseQuery
} from "./chunk-PHO5634P.js";
import {
  json
} from "./chunk-EJEBLBMS.js";
import {
  defineRoute
} from "./chunk-5BKNJDYD.js";
import {
  TasksQuery
} from "./chunk-HIBP73VR.js";
import {
  statusView
} from "./chunk-NBABJEAE.js";
import "./chunk-W46PSUSI.js";
import "./chunk-4XKDIFGD.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-V3BWZ7UI.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-3KSWOEMC.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-KVJHCCPI.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/tasks.js
var tasks_default = defineRoute({
  method: "GET",
  path: "/api/tasks",
  summary: "one page of stories, most urgent first (?state=a,b&agent=&limit=1..200&cursor=)",
  handle(_request, ctx, url) {
    const query = parseQuery(url, TasksQuery);
    const tracking = ctx.tracking();
    return json(memoized(tracking, `tasks ${url.search}`, () => pageOf(statusView(tracking, { states: query.state, agent: query.agent, limit: query.limit, cursor: query.cursor }))));
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
