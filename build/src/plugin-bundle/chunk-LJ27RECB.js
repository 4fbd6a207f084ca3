import {
  workersView
} from "./chunk-CO564HUD.js";
import {
  parseQuery
} from "./chunk-LXNZ5ROA.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  WorkersQuery
} from "./chunk-IOMAHX64.js";
import "./chunk-7ZA2VITM.js";
import "./chunk-W46PSUSI.js";
import "./chunk-YZPE5SJS.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-465MGB2C.js";
import "./chunk-CHURQFXZ.js";
import {
  rosterOf
} from "./chunk-ILL6XZJP.js";
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
