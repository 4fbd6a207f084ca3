import {
  ACTIONS_PATH
} from "./chunk-NSHMH5I7.js";
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
  confirmStory
} from "./chunk-46MKTW37.js";
import "./chunk-AVPAYEM7.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-4NKLPJJU.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-L3JEUZ2Q.js";
import "./chunk-XPDIZTJD.js";
import "./chunk-IPFFV5T7.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-KFV5SONS.js";
import "./chunk-2KF5JE5D.js";
import {
  ConfirmAction
} from "./chunk-ZZST5HBF.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-4RICD4WI.js";
import "./chunk-W46PSUSI.js";
import "./chunk-V6W32NSC.js";
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
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/actions-confirm.js
var actions_confirm_default = defineRoute({
  method: "POST",
  path: `${ACTIONS_PATH}/confirm`,
  summary: 'confirm a handed-off story: writes <id>.confirmed as `forge confirm` does ({"story_id","force"?})',
  async handle(request, ctx) {
    const { story_id, force } = await readBodyAs(request, ConfirmAction);
    const result = await confirmStory(ctx.projectRoot, story_id, {
      force: force ?? false,
      by: "dashboard",
      now: toIso(ctx.clock.now()),
      maxBytes: ctx.config().daemon.max_task_bytes
    });
    if (!result.ok)
      throw refusal(result.errors);
    return json(result);
  }
});
export {
  actions_confirm_default as default
};
