import {
  dashboardFor
} from "./chunk-ONTXLPFH.js";
import "./chunk-77LKDVFB.js";
import "./chunk-JQPYN5QL.js";
import "./chunk-YTGQNNBO.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import "./chunk-KEFAEZ5K.js";
import "./chunk-Q6YQOQJE.js";
import "./chunk-W225RGMM.js";
import "./chunk-TR2HVFQL.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-DXHEJKW5.js";
import "./chunk-SI3FBSHU.js";
import "./chunk-7RZ4TLVJ.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-VSUZ4L4C.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-QTYCUWII.js";
import "./chunk-JEAGG7HD.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-AF6YNM63.js";
import "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-2TBVN567.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-JC3QF5J2.js";
import "./chunk-SN4Z7LYO.js";
import "./chunk-C5Q5C45N.js";
import "./chunk-5WLASJTG.js";
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
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/dashboard.js
var dashboard_default = defineRoute({
  method: "GET",
  path: "/",
  summary: "the dashboard page: workers, stories, timeline and what needs attention, live",
  async handle(request, ctx) {
    return (await dashboardFor(ctx)).page(request);
  }
});
export {
  dashboard_default as default
};
