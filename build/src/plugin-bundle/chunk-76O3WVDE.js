import {
  StreamQuery,
  dashboardFor
} from "./chunk-IMNFNHIW.js";
import "./chunk-CRNEMQJT.js";
import "./chunk-3H364NKO.js";
import "./chunk-MHOFQORT.js";
import {
  parseQuery
} from "./chunk-B3BERA4Q.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import "./chunk-KEFAEZ5K.js";
import "./chunk-Q6YQOQJE.js";
import "./chunk-IFTPZDHS.js";
import "./chunk-HCOJEQNZ.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-6TKN3I2K.js";
import "./chunk-SOOUY2N4.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-UXTNXP25.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-MZ5LRK2M.js";
import "./chunk-PO6L32RW.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-AF6YNM63.js";
import "./chunk-WJDVEQQZ.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-774OVZEB.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-2TBVN567.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-LJUTELLQ.js";
import "./chunk-EGFMAKHA.js";
import "./chunk-CD3IB3CK.js";
import "./chunk-R4FGDYEF.js";
import "./chunk-W46PSUSI.js";
import "./chunk-JJVVBB2U.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
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
