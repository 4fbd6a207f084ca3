import {
  ACTIONS_PATH
} from "./chunk-FMQWMDCI.js";
import {
  readBodyAs,
  refusal
} from "./chunk-VJLEG4QJ.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import "./chunk-B3BERA4Q.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  submitTask
} from "./chunk-J724OEEQ.js";
import "./chunk-AMBHUGBO.js";
import "./chunk-4MIM5TX6.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-AC5TDPAY.js";
import "./chunk-J4NJ7XEG.js";
import {
  SubmitAction
} from "./chunk-WJDVEQQZ.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-774OVZEB.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-ZI52SV76.js";
import "./chunk-OYZ7FVVN.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import "./chunk-MHNMRYM2.js";
import "./chunk-W46PSUSI.js";
import "./chunk-JJVVBB2U.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-MV6Z6NXE.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-IEEQFNCS.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-XM2ZVQLZ.js";
import "./chunk-GMGLZBHG.js";
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
