import { readLabStories } from '../../lab-link/lab-stories.js';
import { readRelayState } from '../../lab-link/relay-state.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

/** Stories listed at most (the ACI rules: answers stay small); the most recently heard of first. */
const LIMIT = 50;

export default defineRoute({
  method: 'GET',
  path: '/api/lab',
  summary: "lab's side of the project: the relay subscription's state and the stories submitted to lab, most recently heard of first",
  async handle(_request, ctx) {
    const projectId = ctx.projectId();
    const [relay, stories] = await Promise.all([readRelayState(ctx.projectRoot), readLabStories(ctx.projectRoot).catch(() => null)]);
    const ours = Object.values(stories ?? {})
      .filter((entry) => entry.project_id === projectId)
      .sort((a, b) => (b.last_checked ?? '').localeCompare(a.last_checked ?? '') || a.forge_task_id.localeCompare(b.forge_task_id));
    const shown = ours.slice(0, LIMIT);
    return json({
      ok: true,
      project_id: projectId,
      relay,
      stories: shown,
      total: ours.length,
      truncated: shown.length < ours.length,
      ...(stories === null
        ? { message: '.forge/lab-stories.json does not parse; forge story create says what is wrong with it' }
        : ours.length === 0
          ? { message: 'no story submitted to lab from this project yet (forge story create)' }
          : {}),
    });
  },
});
