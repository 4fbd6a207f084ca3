import { ReleaseAction } from '../../../protocol/http-api.js';
import { releaseClaim } from '../../parties/release-claim.js';
import { ACTIONS_PATH } from '../app.js';
import { readBodyAs, refusal } from '../request-body.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'POST',
  path: `${ACTIONS_PATH}/release`,
  summary: 'release a stuck claim: removes <id>.picked-up, the story goes back to submitted ({"story_id"})',
  async handle(request, ctx) {
    const { story_id } = await readBodyAs(request, ReleaseAction);
    const result = await releaseClaim(ctx.projectRoot, story_id);
    if (!result.ok) throw refusal(result.errors);
    return json(result);
  },
});
