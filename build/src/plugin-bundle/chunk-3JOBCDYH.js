import {
  ACTIONS_PATH
} from "./chunk-VI7UIF75.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  ACTION_TOKEN_HEADER
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
import "./chunk-YZV3RAMM.js";
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
