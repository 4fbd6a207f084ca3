import {
  parseQuery
} from "./chunk-B3BERA4Q.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  workerScreen
} from "./chunk-BXGGIR7W.js";
import "./chunk-GFTVIC7U.js";
import "./chunk-OOK5XGAY.js";
import "./chunk-INQLNQPW.js";
import {
  SCREEN_LINES,
  WorkerScreenQuery
} from "./chunk-4TCW4J5D.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-G57OUFMF.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-3TH3S5HE.js";
import "./chunk-ULHD23A5.js";
import "./chunk-3JHFAYOP.js";
import "./chunk-HLWP23XC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-HNBL6S2E.js";
import "./chunk-LXD4A765.js";
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
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-EKTOFPDF.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/worker-screen.js
var worker_screen_default = defineRoute({
  method: "GET",
  path: "/api/workers/screen",
  summary: "a managed worker's current screen (its last lines, bounded), as forge workers show prints it",
  async handle(_request, ctx, url) {
    const query = parseQuery(url, WorkerScreenQuery);
    const screen = await workerScreen(ctx.projectRoot, ctx.config(), query.agent, query.lines ?? SCREEN_LINES, process.env);
    const body = { ok: true, agent: query.agent, screen };
    return json(body);
  }
});
export {
  worker_screen_default as default
};
