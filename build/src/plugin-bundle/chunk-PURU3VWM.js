import {
  labOverview
} from "./chunk-77LKDVFB.js";
import "./chunk-YTGQNNBO.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import "./chunk-Q6YQOQJE.js";
import "./chunk-W225RGMM.js";
import "./chunk-2SZZPO6G.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-AF6YNM63.js";
import "./chunk-VF46JH6B.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/lab.js
var lab_default = defineRoute({
  method: "GET",
  path: "/api/lab",
  summary: "lab's side of the project: the relay subscription's state and the stories submitted to lab, most recently heard of first",
  async handle(_request, ctx) {
    const projectId = ctx.projectId();
    const { relay, stories, total, problem } = await labOverview(ctx.projectRoot, projectId);
    return json({
      ok: true,
      project_id: projectId,
      relay,
      stories,
      total,
      truncated: stories.length < total,
      ...problem !== null ? { message: ".forge/lab-stories.json does not parse; forge story create says what is wrong with it" } : total === 0 ? { message: "no story submitted to lab from this project yet (forge story create)" } : {}
    });
  }
});
export {
  lab_default as default
};
