import {
  StreamQuery
} from "./chunk-X5APWOGI.js";
import {
  dashboardFor
} from "./chunk-RJWLXGD3.js";
import "./chunk-XWMUWLZ6.js";
import "./chunk-P7JUAKDI.js";
import {
  parseQuery
} from "./chunk-B3BERA4Q.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import "./chunk-6OV7LL7N.js";
import "./chunk-CPN3WF7J.js";
import "./chunk-TXWLQ4L4.js";
import "./chunk-QNMYWLOH.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-AF6YNM63.js";
import "./chunk-S7HNR2JR.js";
import "./chunk-L3JEUZ2Q.js";
import "./chunk-LJX74CRM.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-W46PSUSI.js";
import "./chunk-V6W32NSC.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-E4Q6A6JA.js";
import "./chunk-G6RW7TDQ.js";
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
