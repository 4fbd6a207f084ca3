import {
  ACTIONS_PATH
} from "./chunk-VI7UIF75.js";
import {
  readBodyAs,
  refusal
} from "./chunk-WUSUXVZO.js";
import "./chunk-B3BERA4Q.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  submitTask
} from "./chunk-WO7QXKF4.js";
import "./chunk-KCJAKDPX.js";
import "./chunk-JH4NCKVG.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-V4KTFVQF.js";
import "./chunk-J4NJ7XEG.js";
import {
  SubmitAction
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-WODHW2AT.js";
import "./chunk-DVXXGNJS.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/actions-submit.js
var actions_submit_default = defineRoute({
  method: "POST",
  path: `${ACTIONS_PATH}/submit`,
  summary: 'submit a task: writes worker-inbox/<agent>/<id>.md as `forge submit` does ({"story_id","task_type","worktree_path",...})',
  async handle(request, ctx) {
    const { body, ...draft } = await readBodyAs(request, SubmitAction);
    const given = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== ""));
    const result = await submitTask(ctx.projectRoot, process.env, given, body ?? "", toIso(ctx.clock.now()));
    if (!result.ok)
      throw refusal(result.errors);
    return json(result);
  }
});
export {
  actions_submit_default as default
};
