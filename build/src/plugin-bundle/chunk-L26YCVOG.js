import {
  StreamQuery
} from "./chunk-CLF6SEWZ.js";
import {
  dashboardFor
} from "./chunk-TTKVODE6.js";
import {
  parseQuery
} from "./chunk-PHO5634P.js";
import {
  defineRoute
} from "./chunk-5BKNJDYD.js";
import "./chunk-OIOLK6PA.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-WNRBVBOT.js";
import "./chunk-YUSS7HGR.js";
import "./chunk-HLZXS5BH.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-OM7ONMKZ.js";
import "./chunk-2TBVN567.js";
import "./chunk-HTLITGIS.js";
import "./chunk-W46PSUSI.js";
import "./chunk-4XKDIFGD.js";
import "./chunk-T3NHBJDK.js";
import "./chunk-V3BWZ7UI.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-3KSWOEMC.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-KWAIEQ2K.js";
import "./chunk-465MGB2C.js";
import "./chunk-NCPGUN3D.js";
import "./chunk-KVJHCCPI.js";
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
