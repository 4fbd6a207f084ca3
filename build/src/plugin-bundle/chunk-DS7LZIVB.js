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
  releaseClaim
} from "./chunk-LVYAKETB.js";
import "./chunk-XPDIZTJD.js";
import "./chunk-IPFFV5T7.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-KFV5SONS.js";
import "./chunk-2KF5JE5D.js";
import {
  ReleaseAction
} from "./chunk-ZZST5HBF.js";
import "./chunk-4RICD4WI.js";
import "./chunk-W46PSUSI.js";
import "./chunk-V6W32NSC.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/actions-release.js
var actions_release_default = defineRoute({
  method: "POST",
  path: `${ACTIONS_PATH}/release`,
  summary: 'release a stuck claim: removes <id>.picked-up, the story goes back to submitted ({"story_id"})',
  async handle(request, ctx) {
    const { story_id } = await readBodyAs(request, ReleaseAction);
    const result = await releaseClaim(ctx.projectRoot, story_id);
    if (!result.ok)
      throw refusal(result.errors);
    return json(result);
  }
});
export {
  actions_release_default as default
};
