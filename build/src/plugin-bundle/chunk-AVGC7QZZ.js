import {
  ACTIONS_PATH
} from "./chunk-VI7UIF75.js";
import {
  retryStory
} from "./chunk-75JXSXIL.js";
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
import "./chunk-LFHB6M5V.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-FDVKIPDD.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-KCJAKDPX.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-V4KTFVQF.js";
import "./chunk-J4NJ7XEG.js";
import "./chunk-AF6YNM63.js";
import {
  RetryAction
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-VF46JH6B.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
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
import "./chunk-YZV3RAMM.js";
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
