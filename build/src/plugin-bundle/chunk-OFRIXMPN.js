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
  releaseClaim
} from "./chunk-JLZWBLXR.js";
import "./chunk-FDVKIPDD.js";
import "./chunk-6LC26BAZ.js";
import "./chunk-PX2LI2PJ.js";
import "./chunk-V4KTFVQF.js";
import "./chunk-J4NJ7XEG.js";
import {
  ReleaseAction
} from "./chunk-BLTLASRP.js";
import "./chunk-PDJK6XMR.js";
import "./chunk-NTXNT5XD.js";
import "./chunk-6YV6YZL7.js";
import "./chunk-BNRM2GEJ.js";
import "./chunk-Q3BRTBOK.js";
import "./chunk-44A73VCQ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-W46PSUSI.js";
import "./chunk-E6PUMPWG.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-KMVBSH7L.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-LEL55BD4.js";
import "./chunk-YZV3RAMM.js";
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
