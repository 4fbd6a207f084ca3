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
  retryStory
} from "./chunk-LXYN4XGD.js";
import "./chunk-OBMOCTVC.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-FDHFX2U6.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-H2E55P6B.js";
import "./chunk-AF6YNM63.js";
import "./chunk-XPDIZTJD.js";
import "./chunk-JRSHXSYG.js";
import "./chunk-B5S5ERRU.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-YGAR6IX4.js";
import {
  RetryAction
} from "./chunk-CXV3PIRA.js";
import "./chunk-TDAW46ID.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
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
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/actions-retry.js
var RECORDED_WITHIN_MS = 15e3;
var actions_retry_default = defineRoute({
  method: "POST",
  path: `${ACTIONS_PATH}/retry`,
  summary: 'retry an orphaned or timed-out story: the old task goes to the ledger, a fresh task file takes its place ({"story_id"})',
  async handle(request, ctx) {
    const { story_id } = await readBodyAs(request, RetryAction);
    const result = await retryStory(ctx.projectRoot, story_id, {
      now: () => toIso(ctx.clock.now()),
      maxBytes: ctx.config().daemon.max_task_bytes,
      recordedWithinMs: RECORDED_WITHIN_MS
    });
    if (!result.ok)
      throw refusal(result.errors);
    return json(result);
  }
});
export {
  actions_retry_default as default
};
