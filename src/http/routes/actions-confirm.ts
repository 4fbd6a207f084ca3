import { ConfirmAction } from '../../../protocol/http-api.js';
import { toIso } from '../../../protocol/timestamps.js';
import { confirmStory } from '../../parties/confirm-story.js';
import { ACTIONS_PATH } from '../app.js';
import { readBodyAs, refusal } from '../request-body.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'POST',
  path: `${ACTIONS_PATH}/confirm`,
  summary: 'confirm a handed-off story: writes <id>.confirmed as `forge confirm` does ({"story_id","force"?})',
  async handle(request, ctx) {
    const { story_id, force } = await readBodyAs(request, ConfirmAction);
    const result = await confirmStory(ctx.projectRoot, story_id, {
      force: force ?? false,
      by: 'dashboard',
      now: toIso(ctx.clock.now()),
      maxBytes: ctx.config().daemon.max_task_bytes,
    });
    if (!result.ok) throw refusal(result.errors);
    return json(result);
  },
});
