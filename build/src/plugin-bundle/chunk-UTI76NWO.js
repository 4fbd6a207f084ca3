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
  releaseClaim
} from "./chunk-NLZQYLED.js";
import "./chunk-XPDIZTJD.js";
import "./chunk-JRSHXSYG.js";
import "./chunk-B5S5ERRU.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-YGAR6IX4.js";
import {
  ReleaseAction
} from "./chunk-CXV3PIRA.js";
import "./chunk-JDDLJOME.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
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
