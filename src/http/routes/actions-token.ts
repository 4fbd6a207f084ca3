import { ACTION_TOKEN_HEADER, type ActionToken } from '../../../protocol/http-api.js';
import { ACTIONS_PATH } from '../app.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: `${ACTIONS_PATH}/token`,
  summary: "this daemon run's token for the dashboard's actions (same-origin pages only)",
  handle(_request, ctx) {
    const answer: ActionToken = { ok: true, token: ctx.actionToken, header: ACTION_TOKEN_HEADER };
    return json(answer);
  },
});
