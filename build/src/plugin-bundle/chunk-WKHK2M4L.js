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
  releaseClaim
} from "./chunk-4PM52OUM.js";
import "./chunk-SISSMKT7.js";
import "./chunk-2WFNYI6B.js";
import "./chunk-4DQAAMPB.js";
import "./chunk-HXQHTFQO.js";
import "./chunk-ONWPKX4J.js";
import {
  ReleaseAction
} from "./chunk-4TCW4J5D.js";
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
import "./chunk-3U7WTOJS.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-QUD75Q2X.js";
import "./chunk-JFQOKNT2.js";
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
