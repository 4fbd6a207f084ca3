import { RetryAction } from '../../../protocol/http-api.js';
import { toIso } from '../../../protocol/timestamps.js';
import { retryStory } from '../../parties/retry-story.js';
import { ACTIONS_PATH } from '../app.js';
import { readBodyAs, refusal } from '../request-body.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

/** The daemon records a removed task within about a second; this leaves room for a busy one. */
const RECORDED_WITHIN_MS = 15_000;

export default defineRoute({
  method: 'POST',
  path: `${ACTIONS_PATH}/retry`,
  summary: 'retry an orphaned or timed-out story: the old task goes to the ledger, a fresh task file takes its place ({"story_id"})',
  async handle(request, ctx) {
    const { story_id } = await readBodyAs(request, RetryAction);
    const result = await retryStory(ctx.projectRoot, story_id, {
      now: () => toIso(ctx.clock.now()),
      maxBytes: ctx.config().daemon.max_task_bytes,
      recordedWithinMs: RECORDED_WITHIN_MS,
    });
    if (!result.ok) throw refusal(result.errors);
    return json(result);
  },
});
