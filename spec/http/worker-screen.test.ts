import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, type TestContext, test } from 'node:test';
import { ApiError, SCREEN_MAX_LINES, WorkerScreen } from '../../protocol/http-api.js';
import { loadConfig } from '../../src/config/load-config.js';
import { onCleanup } from '../helpers/cleanup.js';
import { endTmuxServer, tmux } from '../helpers/processes.js';
import { tempProject, waitFor } from '../helpers/temp-project.js';
import { runForgeJson } from '../parties/run-forge.js';
import { tracking } from '../parties/tracking-fixture.js';
import { needTmux } from '../supervisor/supervised-project.js';
import { answer, apiRequest, fixedContext, testApi } from './api-fixture.js';

/**
 * A project whose config makes `anvil` a managed worker, and a session `anvil` on the project's
 * tmux socket that printed 1 to 300 and a line drawn as Claude Code draws its own: the screen route reads it as the supervisor left it, no daemon needed.
 */
async function projectWithSession(t: TestContext) {
  const projectId = `scr-${randomBytes(4).toString('hex')}`;
  const root = await tempProject(
    t,
    `[forge]\nproject_id = "${projectId}"\n[supervisor]\nenabled = true\nworkers = ["anvil"]\n[workers.anvil]\ntask_types = ["frontend"]\n`,
  );
  const socket = `forge-${projectId}`;
  onCleanup(t, () => endTmuxServer(socket));
  await tmux(socket, ['new-session', '-d', '-s', 'anvil', '-x', '80', '-y', '24', "seq 1 300; printf '╭─ ready\\n'; sleep 600"]);
  await waitFor('the session printed its last line', async () => (await tmux(socket, ['capture-pane', '-p', '-t', '=anvil:'])).includes('ready'), 10_000);
  const { config } = await loadConfig(root, {});
  return { root, api: testApi(fixedContext(tracking({}), config, root)) };
}

describe('GET /api/workers/screen', () => {
  test("answers a managed worker's last lines, bounded, as forge workers show prints them", async (t) => {
    if (!needTmux(t)) return;
    const { root, api } = await projectWithSession(t);
    const few = await answer(api, apiRequest('/api/workers/screen?agent=anvil&lines=20'));
    assert.equal(few.status, 200);
    const body = WorkerScreen.parse(few.body);
    assert.equal(body.agent, 'anvil');
    assert.match(body.screen, /\n300\n╭─ ready$/, 'the bottom of the screen, trailing blank lines removed');
    // forge runs here without LANG or LC_ALL: the screen still reads as UTF-8.
    assert.equal(
      (await runForgeJson(root, ['workers', 'show', 'anvil', '--lines', '20'])).json.screen,
      body.screen,
      'the same screen forge workers show prints',
    );
    const many = WorkerScreen.parse((await answer(api, apiRequest('/api/workers/screen?agent=anvil&lines=9999'))).body).screen.split('\n');
    assert.ok(many.length > body.screen.split('\n').length, 'more lines asked, more lines sent');
    assert.ok(many.length <= SCREEN_MAX_LINES + 24, `at most ${SCREEN_MAX_LINES} lines above the 24-line screen, got ${many.length}`);
    assert.ok(!many.includes('1'), 'the start of a long scrollback is not sent');
  });

  test('names what is wrong: a missing or bad parameter, a worker that is not managed, a managed worker without a session', async (t) => {
    if (!needTmux(t)) return;
    const { api } = await projectWithSession(t);
    const error = async (path: string, status: number) => {
      const result = await answer(api, apiRequest(path));
      assert.equal(result.status, status, JSON.stringify(result.body));
      return ApiError.parse(result.body).error.message;
    };
    assert.match(await error('/api/workers/screen', 400), /agent/);
    assert.match(await error('/api/workers/screen?agent=anvil&lines=0', 400), /lines/);
    assert.match(await error('/api/workers/screen?agent=anvil&agent=furnace', 400), /agent is given more than once/);
    assert.match(await error('/api/workers/screen?agent=furnace', 400), /no managed worker is named furnace; managed: anvil/);
    const unmanaged = testApi(fixedContext(tracking({})));
    assert.match(ApiError.parse((await answer(unmanaged, apiRequest('/api/workers/screen?agent=anvil'))).body).error.message, /not a managed worker/);
    assert.equal((await answer(api, apiRequest('/api/workers/screen?agent=anvil', { method: 'POST', body: '{}' }))).status, 405, 'read-only');
  });

  test('answers 404 for a managed worker whose session is not running', async (t) => {
    const projectId = `scr-${randomBytes(4).toString('hex')}`;
    const root = await tempProject(
      t,
      `[forge]\nproject_id = "${projectId}"\n[supervisor]\nenabled = true\nworkers = ["anvil"]\n[workers.anvil]\ntask_types = ["frontend"]\n`,
    );
    if (!needTmux(t)) return;
    const { config } = await loadConfig(root, {});
    const result = await answer(testApi(fixedContext(tracking({}), config, root)), apiRequest('/api/workers/screen?agent=anvil'));
    assert.equal(result.status, 404);
    assert.match(ApiError.parse(result.body).error.message, /anvil has no session on tmux socket forge-scr-/);
  });
});
