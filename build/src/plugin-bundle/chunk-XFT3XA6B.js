import {
  ACTIONS_PATH
} from "./chunk-A2PSDBIE.js";
import {
  readBodyAs,
  refusal
} from "./chunk-VJLEG4QJ.js";
import "./chunk-B3BERA4Q.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  submitTask
} from "./chunk-S52MUUD6.js";
import "./chunk-5GTKRW56.js";
import "./chunk-RFSFY4JJ.js";
import "./chunk-2WFNYI6B.js";
import "./chunk-4DQAAMPB.js";
import "./chunk-HXQHTFQO.js";
import "./chunk-ONWPKX4J.js";
import {
  SubmitAction
} from "./chunk-4TCW4J5D.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-WWRLA7TE.js";
import "./chunk-TFU6VN56.js";
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
import "./chunk-CSNSZUFI.js";
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-EKTOFPDF.js";
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
