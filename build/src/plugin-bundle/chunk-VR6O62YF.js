import {
  ACTIONS_PATH
} from "./chunk-EBC4SQCH.js";
import {
  json
} from "./chunk-VEZTSAUB.js";
import {
  defineRoute
} from "./chunk-MSNIA66R.js";
import {
  ACTION_TOKEN_HEADER
} from "./chunk-GIIPVMV4.js";
import "./chunk-PLUKSV7Y.js";
import "./chunk-W46PSUSI.js";
import "./chunk-W5O4O7XM.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-CHURQFXZ.js";
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
