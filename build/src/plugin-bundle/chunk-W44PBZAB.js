import {
  StoryQuery
} from "./chunk-SOPZZ27Q.js";
import {
  dashboardFor
} from "./chunk-HV5JCQAL.js";
import "./chunk-D7CNG535.js";
import "./chunk-QZFTDVIY.js";
import {
  parseQuery
} from "./chunk-B3BERA4Q.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import "./chunk-6OV7LL7N.js";
import "./chunk-ETNMNKQH.js";
import "./chunk-OPXWESIO.js";
import "./chunk-LN7ULHSK.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-XDVUA3Z4.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-RVEGSIF3.js";
import "./chunk-H2E55P6B.js";
import "./chunk-2I5MPK32.js";
import "./chunk-AF6YNM63.js";
import "./chunk-TDAW46ID.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/dashboard-story.js
var dashboard_story_default = defineRoute({
  method: "GET",
  path: "/api/dashboard/story",
  summary: "one story's front matter, signals, handoffs, history and audit lines (?id=), for the dashboard",
  async handle(_request, ctx, url) {
    const { id } = parseQuery(url, StoryQuery);
    return json(await (await dashboardFor(ctx)).story(id));
  }
});
export {
  dashboard_story_default as default
};
