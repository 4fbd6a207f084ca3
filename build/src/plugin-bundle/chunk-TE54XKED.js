import {
  StreamQuery,
  dashboardFor
} from "./chunk-MPS6HY2P.js";
import "./chunk-DDQWVSMG.js";
import "./chunk-4V6ZCZBB.js";
import "./chunk-G64BWGYN.js";
import {
  parseQuery
} from "./chunk-B3BERA4Q.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import "./chunk-KEFAEZ5K.js";
import "./chunk-Q6YQOQJE.js";
import "./chunk-IFTPZDHS.js";
import "./chunk-7QK4EHNA.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-KVF4GAGP.js";
import "./chunk-OATMJNOM.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-ISVBSSMM.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-FAZ4MI3C.js";
import "./chunk-ZAGZI73L.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-AF6YNM63.js";
import "./chunk-3ETV4E3J.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-5BJDA4EF.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-2TBVN567.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MQAIAPGF.js";
import "./chunk-DBJA57MQ.js";
import "./chunk-DRV4ZJJZ.js";
import "./chunk-R4FGDYEF.js";
import "./chunk-W46PSUSI.js";
import "./chunk-3UBLQEIB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
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
