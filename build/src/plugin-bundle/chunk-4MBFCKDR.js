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
  workersView
} from "./chunk-KKBGMRTB.js";
import {
  WorkersQuery
} from "./chunk-HIBP73VR.js";
import "./chunk-NBABJEAE.js";
import {
  rosterOf
} from "./chunk-ADAZ7S66.js";
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
