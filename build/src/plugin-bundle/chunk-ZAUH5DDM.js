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
  retryStory
} from "./chunk-UIVCPPVW.js";
import "./chunk-XIWWQEB4.js";
import "./chunk-DCIOL5L5.js";
import "./chunk-VCK3ANSD.js";
import "./chunk-SISSMKT7.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-5GTKRW56.js";
import "./chunk-2WFNYI6B.js";
import "./chunk-4DQAAMPB.js";
import "./chunk-5J427G2N.js";
import "./chunk-HXQHTFQO.js";
import "./chunk-ONWPKX4J.js";
import "./chunk-AF6YNM63.js";
import {
  RetryAction
} from "./chunk-4TCW4J5D.js";
import "./chunk-JVAYJMAM.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-6BVEKIOM.js";
import "./chunk-2TBVN567.js";
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
import {
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
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
