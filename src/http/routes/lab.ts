import { labOverview } from '../../lab-link/lab-overview.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/lab',
  summary: "lab's side of the project: the relay subscription's state and the stories submitted to lab, most recently heard of first",
  async handle(_request, ctx) {
    const projectId = ctx.projectId();
    const { relay, stories, total, problem } = await labOverview(ctx.projectRoot, projectId);
    return json({
      ok: true,
      project_id: projectId,
      relay,
      stories,
      total,
      truncated: stories.length < total,
      ...(problem !== null
        ? { message: '.forge/lab-stories.json does not parse; forge story create says what is wrong with it' }
        : total === 0
          ? { message: 'no story submitted to lab from this project yet (forge story create)' }
          : {}),
    });
  },
});
