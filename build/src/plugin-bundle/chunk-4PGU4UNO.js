import {
  dashboardFor
} from "./chunk-PHEPXBLZ.js";
import "./chunk-Q5C767DS.js";
import "./chunk-4CAWC4R5.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import "./chunk-DZBYBF6N.js";
import "./chunk-CPN3WF7J.js";
import "./chunk-TXWLQ4L4.js";
import "./chunk-2BITPBAH.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-AF6YNM63.js";
import "./chunk-5VU645TN.js";
import "./chunk-LI72HRL5.js";
import "./chunk-LJX74CRM.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-W46PSUSI.js";
import "./chunk-W5O4O7XM.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-YISKQB2P.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
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
