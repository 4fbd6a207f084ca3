import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { HOOK_AGENT_HEADER, HOOK_TOKEN_HEADER } from '../../protocol/http-api.js';
import type { ApiContext } from '../../src/http/api-context.js';
import { dangerous, everyday } from '../heimdall/corpus-data.js';
import { hookInput, tempProject } from '../heimdall/temp-project.js';
import { answer, apiRequest, fixedContext, testApi } from './api-fixture.js';

const HEIMDALL = fileURLToPath(new URL('../../../bin-scripts/heimdall', import.meta.url));
const HOOK_TOKEN = 'hook-token-of-this-project-0123456789abcdef';
const EMPTY = { ipc_protocol: 'ipc-v1' as const, updated_at: '2026-04-01T12:00:00Z', tasks: {}, workers: {}, rejected: {} };

function residentContext(root: string, closing = new AbortController().signal): ApiContext {
  return { ...fixedContext(EMPTY, DEFAULT_CONFIG, root), hookToken: () => HOOK_TOKEN, closing };
}

const hookRequest = (event: string, body: string, headers: Record<string, string> = {}) =>
  apiRequest(`/hooks/v1/${event}`, {
    body,
    headers: { 'content-type': 'application/json', [HOOK_TOKEN_HEADER]: HOOK_TOKEN, [HOOK_AGENT_HEADER]: 'anvil', ...headers },
  });

describe('the resident hooks', () => {
  test("decide every sampled corpus call exactly as the command hook does, with the agent's claimed task", async (t) => {
    const p = tempProject(t);
    writeFileSync(join(p.inbox, 'FORGE-3.picked-up'), 'agent: "anvil"\nat: "2026-04-01T12:00:00Z"\nsession_id: "sess-1"\n');
    const api = testApi(residentContext(p.root));
    // Every seventh case of both corpora: the command hook is a process per call, so the whole corpus would take minutes.
    const cases = [...dangerous(), ...everyday()].filter((_, i) => i % 7 === 0);
    assert.ok(cases.length > 50, `${cases.length} cases`);
    let blocked = 0;
    for (const { command } of cases) {
      const input = hookInput('Bash', { command }, p.worktree);
      const resident = await answer(api, hookRequest('pre-tool-use', input, { 'x-forge-home': '/home/worker' }));
      assert.equal(resident.status, 200);
      const run = spawnSync(process.execPath, [HEIMDALL, '--project', p.root], {
        input,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: '/home/worker', FORGE_AGENT: 'anvil' },
      });
      const commandAnswer = run.status === 2 ? JSON.parse(run.stdout) : {};
      assert.deepEqual(resident.body, commandAnswer, command);
      if (run.status === 2) blocked += 1;
    }
    assert.ok(blocked > 0 && blocked < cases.length, `${blocked} of ${cases.length} blocked`);
  });

  test('refuse a request without the project hook token or naming no agent, so a fail-closed hook blocks', async (t) => {
    const p = tempProject(t);
    const api = testApi(residentContext(p.root));
    const input = hookInput('Bash', { command: 'ls' }, p.worktree);
    assert.equal((await answer(api, hookRequest('pre-tool-use', input, { [HOOK_TOKEN_HEADER]: 'x'.repeat(HOOK_TOKEN.length) }))).status, 403);
    assert.equal((await answer(api, hookRequest('pre-tool-use', input, { [HOOK_AGENT_HEADER]: '../etc' }))).status, 400);
    assert.equal((await answer(api, hookRequest('pre-tool-use', '{ not json'))).status, 400);
    const notReady = testApi({ ...residentContext(p.root), hookToken: () => null });
    assert.equal((await answer(notReady, hookRequest('pre-tool-use', input))).status, 503);
  });

  test('take a Write of a file far larger than the API body limit', async (t) => {
    const p = tempProject(t);
    const api = testApi(residentContext(p.root));
    const input = hookInput('Write', { file_path: join(p.worktree, 'src', 'big.ts'), content: 'x'.repeat(2 * 1024 * 1024) }, p.worktree);
    const resident = await answer(api, hookRequest('pre-tool-use', input));
    assert.deepEqual([resident.status, resident.body], [200, {}]);
  });

  test('hold a Stop request until a task lands, and end the wait with nothing claimed when the client gives up', async (t) => {
    const p = tempProject(t, '[workers]\nidle_wait = "1h"\n[daemon]\nreconcile_interval = "1h"\n');
    const api = testApi(residentContext(p.root));
    const gaveUp = new AbortController();
    const request = new Request(hookRequest('stop', JSON.stringify({ session_id: 'sess-9', stop_hook_active: false })), { signal: gaveUp.signal });
    const pending = api(request);
    let settled = false;
    void pending.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(settled, false, 'the request is held');
    gaveUp.abort();
    const response = await pending;
    assert.deepEqual(await response.json(), {});
  });
});
