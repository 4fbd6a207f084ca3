import {
  readLabStories
} from "./chunk-U2SYAPHW.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import "./chunk-RMITJD2D.js";
import "./chunk-CPN3WF7J.js";
import {
  readRelayState
} from "./chunk-TXWLQ4L4.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-AF6YNM63.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/lab.js
var LIMIT = 50;
var lab_default = defineRoute({
  method: "GET",
  path: "/api/lab",
  summary: "lab's side of the project: the relay subscription's state and the stories submitted to lab, most recently heard of first",
  async handle(_request, ctx) {
    const projectId = ctx.projectId();
    const [relay, stories] = await Promise.all([readRelayState(ctx.projectRoot), readLabStories(ctx.projectRoot).catch(() => null)]);
    const ours = Object.values(stories ?? {}).filter((entry) => entry.project_id === projectId).sort((a, b) => (b.last_checked ?? "").localeCompare(a.last_checked ?? "") || a.forge_task_id.localeCompare(b.forge_task_id));
    const shown = ours.slice(0, LIMIT);
    return json({
      ok: true,
      project_id: projectId,
      relay,
      stories: shown,
      total: ours.length,
      truncated: shown.length < ours.length,
      ...stories === null ? { message: ".forge/lab-stories.json does not parse; forge story create says what is wrong with it" } : ours.length === 0 ? { message: "no story submitted to lab from this project yet (forge story create)" } : {}
    });
  }
});
export {
  lab_default as default
};
