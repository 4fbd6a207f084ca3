import {
  ACTIONS_PATH
} from "./chunk-A2PSDBIE.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  ACTION_TOKEN_HEADER
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
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";

// dist/src/http/routes/actions-token.js
var actions_token_default = defineRoute({
  method: "GET",
  path: `${ACTIONS_PATH}/token`,
  summary: "this daemon run's token for the dashboard's actions (same-origin pages only)",
  handle(_request, ctx) {
    const answer = { ok: true, token: ctx.actionToken, header: ACTION_TOKEN_HEADER };
    return json(answer);
  }
});
export {
  actions_token_default as default
};
