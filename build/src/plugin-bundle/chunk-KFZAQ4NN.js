import {
  workersView
} from "./chunk-QBGFCHWR.js";
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
  workerHosts
} from "./chunk-HJHSSLWH.js";
import {
  WorkersQuery
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-NTXNT5XD.js";
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
import {
  rosterOf
} from "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/workers.js
var workers_default = defineRoute({
  method: "GET",
  path: "/api/workers",
  summary: "the roster with each worker's status, current task, idle since and last seen",
  handle(_request, ctx, url) {
    parseQuery(url, WorkersQuery);
    return json(workersView(rosterOf(ctx.config()), ctx.tracking(), workerHosts(ctx.config(), ctx.lease?.()?.host ?? null)));
  }
});
export {
  workers_default as default
};
