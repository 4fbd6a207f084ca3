import {
  StreamQuery
} from "./chunk-LYFUXK36.js";
import {
  dashboardFor
} from "./chunk-XWLPJGAE.js";
import {
  parseQuery
} from "./chunk-LXNZ5ROA.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import "./chunk-GNZLBU24.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-WNRBVBOT.js";
import "./chunk-V2JW4AR5.js";
import "./chunk-2SU34CL3.js";
import "./chunk-E26O7VLS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-YZPE5SJS.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-VNU2M2OD.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-J6NZV2WI.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-VCQCACWH.js";
import "./chunk-465MGB2C.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/stream.js
var stream_default = defineRoute({
  method: "GET",
  path: "/api/stream",
  summary: "Server-Sent Events: a snapshot of the board, then a delta after each change (?since=<boot>.<seq> to resume)",
  async handle(request, ctx, url) {
    parseQuery(url, StreamQuery);
    return (await dashboardFor(ctx)).stream(request);
  }
});
export {
  stream_default as default
};
