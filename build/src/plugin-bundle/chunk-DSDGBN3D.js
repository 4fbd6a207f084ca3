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
  workersView
} from "./chunk-457PGTPH.js";
import {
  WorkersQuery
} from "./chunk-4TCW4J5D.js";
import "./chunk-HNBL6S2E.js";
import "./chunk-LXD4A765.js";
import "./chunk-W46PSUSI.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-JFQOKNT2.js";
import {
  rosterOf
} from "./chunk-EKTOFPDF.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/workers.js
var workers_default = defineRoute({
  method: "GET",
  path: "/api/workers",
  summary: "the roster with each worker's status, current task, idle since and last seen",
  handle(_request, ctx, url) {
    parseQuery(url, WorkersQuery);
    return json(workersView(rosterOf(ctx.config()), ctx.tracking()));
  }
});
export {
  workers_default as default
};
