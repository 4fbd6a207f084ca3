import { SubmitAction } from '../../../protocol/http-api.js';
import { toIso } from '../../../protocol/timestamps.js';
import { submitTask } from '../../parties/submit-task.js';
import { ACTIONS_PATH } from '../app.js';
import { readBodyAs, refusal } from '../request-body.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'POST',
  path: `${ACTIONS_PATH}/submit`,
  summary: 'submit a task: writes worker-inbox/<agent>/<id>.md as `forge submit` does ({"story_id","task_type","worktree_path",...})',
  async handle(request, ctx) {
    const { body, ...draft } = await readBodyAs(request, SubmitAction);
    // An empty form field means "not given", as an absent flag does for `forge submit`.
    const given = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '')) as typeof draft;
    const result = await submitTask(ctx.projectRoot, process.env, given, body ?? '', toIso(ctx.clock.now()));
    if (!result.ok) throw refusal(result.errors);
    return json(result);
  },
});
