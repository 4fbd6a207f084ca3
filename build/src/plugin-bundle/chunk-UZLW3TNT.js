import {
  ACTIONS_PATH
} from "./chunk-ETU5TK3D.js";
import {
  readBodyAs,
  refusal
} from "./chunk-YUNTVXQS.js";
import "./chunk-B3BERA4Q.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  submitTask
} from "./chunk-PKEFGW35.js";
import "./chunk-OBMOCTVC.js";
import "./chunk-C7BY72KZ.js";
import "./chunk-JRSHXSYG.js";
import "./chunk-B5S5ERRU.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-YGAR6IX4.js";
import {
  SubmitAction
} from "./chunk-CXV3PIRA.js";
import "./chunk-TDAW46ID.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
import "./chunk-ELYTFZPC.js";
import "./chunk-4J3MNO4F.js";
import "./chunk-JDDLJOME.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-OV3IXWCS.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-UILLDLYA.js";
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
