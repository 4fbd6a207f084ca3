import { SCREEN_LINES, type WorkerScreen, WorkerScreenQuery } from '../../../protocol/http-api.js';
import { workerScreen } from '../../supervisor/project-tmux.js';
import { parseQuery } from '../query.js';
import { json } from '../responses.js';
import { defineRoute } from '../router.js';

export default defineRoute({
  method: 'GET',
  path: '/api/workers/screen',
  summary: "a managed worker's current screen (its last lines, bounded), as forge workers show prints it",
  async handle(_request, ctx, url) {
    const query = parseQuery(url, WorkerScreenQuery);
    // The daemon's own environment: the one its supervisor started the sessions with.
    const screen = await workerScreen(ctx.projectRoot, ctx.config(), query.agent, query.lines ?? SCREEN_LINES, process.env);
    const body: WorkerScreen = { ok: true, agent: query.agent, screen };
    return json(body);
  },
});
