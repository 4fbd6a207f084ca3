import {
  workersView
} from "./chunk-UIHNJUNQ.js";
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
  WorkersQuery
} from "./chunk-CXV3PIRA.js";
import "./chunk-JDDLJOME.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-MSTBUHMK.js";
import {
  rosterOf
} from "./chunk-UILLDLYA.js";
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
