import {
  StreamQuery
} from "./chunk-I7MCMFC2.js";
import {
  dashboardFor
} from "./chunk-NOQ4JABN.js";
import "./chunk-5URH75KX.js";
import "./chunk-V7DGML64.js";
import {
  parseQuery
} from "./chunk-B3BERA4Q.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import "./chunk-KEFAEZ5K.js";
import "./chunk-6OV7LL7N.js";
import "./chunk-CZVSEKAN.js";
import "./chunk-ICIU7UZV.js";
import "./chunk-M3DNBEOC.js";
import "./chunk-43JWZCU5.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-ETI46CXX.js";
import "./chunk-5J427G2N.js";
import "./chunk-YR6BMIBU.js";
import "./chunk-AF6YNM63.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-W46PSUSI.js";
import "./chunk-SRAK2D7S.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
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
