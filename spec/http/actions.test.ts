import assert from 'node:assert/strict';
import { access, readFile } from 'node:fs/promises';
import { describe, type TestContext, test } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { ActionDone, ActionToken, ApiError } from '../../protocol/http-api.js';
import { inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';
import { tracking } from '../parties/tracking-fixture.js';
import { answer, apiRequest, fixedContext, TEST_TOKEN, testApi } from './api-fixture.js';

const SAME_ORIGIN = 'http://127.0.0.1:2800';
const ROSTER = '[workers.anvil]\ntask_types = ["frontend"]\n';

async function projectApi(t: TestContext, options: { cors?: string[] } = {}) {
  const root = await tempProject(t, ROSTER);
  return { root, api: testApi(fixedContext(tracking({}), DEFAULT_CONFIG, root), options) };
}

function post(path: string, body: unknown, headers: Record<string, string> = { origin: SAME_ORIGIN, 'x-forge-token': TEST_TOKEN }) {
  return apiRequest(path, { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
}

function refused(result: { status: number; body: unknown }, status: number, code: string): string {
  assert.equal(result.status, status, JSON.stringify(result.body));
  const envelope = ApiError.parse(result.body);
  assert.equal(envelope.error.code, code);
  return envelope.error.message;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );
const submitBody = (root: string, id: string) => ({ story_id: id, task_type: 'frontend', worktree_path: `${root}/trees/${id}`, title: 'Fix the login form' });

describe('the dashboard actions over HTTP', () => {
  test('GET /api/actions/token hands the token to a same-origin request and to nobody else', async (t) => {
    const { api } = await projectApi(t, { cors: ['http://lab.example'] });
    const ok = await answer(api, apiRequest('/api/actions/token', { headers: { 'sec-fetch-site': 'same-origin' } }));
    assert.equal(ok.status, 200);
    assert.equal(ActionToken.parse(ok.body).token, TEST_TOKEN);
    assert.match(
      refused(await answer(api, apiRequest('/api/actions/token', { headers: { origin: 'http://evil.example' } })), 403, 'forbidden'),
      /Origin http:\/\/evil\.example/,
    );
    refused(await answer(api, apiRequest('/api/actions/token', { headers: { origin: 'http://lab.example' } })), 403, 'forbidden');
    assert.match(refused(await answer(api, apiRequest('/api/actions/token', { headers: { 'sec-fetch-site': 'cross-site' } })), 403, 'forbidden'), /cross-site/);
  });

  test('refuses an action without the token, or with a wrong one, and writes nothing', async (t) => {
    const { root, api } = await projectApi(t);
    const body = submitBody(root, 'S-1');
    assert.match(refused(await answer(api, post('/api/actions/submit', body, { origin: SAME_ORIGIN })), 403, 'forbidden'), /no x-forge-token header/);
    assert.match(
      refused(await answer(api, post('/api/actions/submit', body, { origin: SAME_ORIGIN, 'x-forge-token': 'x'.repeat(43) })), 403, 'forbidden'),
      /not this daemon's token/,
    );
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-1.md')), false);
  });

  test('refuses an action from another origin even with the token, even one listed in cors_origins', async (t) => {
    const { root, api } = await projectApi(t, { cors: ['http://lab.example'] });
    for (const origin of ['http://evil.example', 'http://lab.example', 'http://localhost:2800']) {
      refused(await answer(api, post('/api/actions/release', { story_id: 'S-1' }, { origin, 'x-forge-token': TEST_TOKEN })), 403, 'forbidden');
    }
    refused(
      await answer(api, post('/api/actions/submit', submitBody(root, 'S-1'), { 'sec-fetch-site': 'same-site', 'x-forge-token': TEST_TOKEN })),
      403,
      'forbidden',
    );
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-1.md')), false);
    const other = await answer(
      api,
      apiRequest('/api/actions/confirm', { method: 'POST', body: '{}', headers: { 'x-forge-token': TEST_TOKEN, host: 'evil.example:2800' } }),
    );
    refused(other, 403, 'forbidden');
  });

  test('refuses a bad body with 400 naming the field, before any file is touched', async (t) => {
    const { root, api } = await projectApi(t);
    assert.match(refused(await answer(api, post('/api/actions/confirm', '{"story_id": ')), 400, 'bad_input'), /malformed JSON/);
    assert.match(refused(await answer(api, post('/api/actions/confirm', { story: 'S-1' })), 400, 'bad_input'), /story_id: .*unknown field story\b/);
    assert.match(refused(await answer(api, post('/api/actions/retry', { story_id: 7 })), 400, 'bad_input'), /story_id/);
    assert.match(refused(await answer(api, post('/api/actions/submit', { story_id: 'S-1', task_type: 'frontend' })), 400, 'bad_input'), /worktree_path/);
    assert.match(refused(await answer(api, post('/api/actions/release', '')), 400, 'bad_input'), /no body/);
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-1.md')), false);
  });

  test("submit writes the task file forge submit writes, and answers with the daemon's diagnostics when the task is wrong", async (t) => {
    const { root, api } = await projectApi(t);
    const done = await answer(api, post('/api/actions/submit', { ...submitBody(root, 'S-1'), urgency: 'high', agent: '', body: 'Make it work.\n' }));
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(ActionDone.parse(done.body).file, '_vibe-chain-output/worker-inbox/anvil/S-1.md');
    const text = await readFile(inboxPath(root, 'anvil', 'S-1.md'), 'utf8');
    assert.match(text, /title: Fix the login form/);
    assert.match(text, /urgency: high/);
    assert.match(text, /Make it work\./);
    const typo = refused(await answer(api, post('/api/actions/submit', { ...submitBody(root, 'S-2'), agent: 'anvli' })), 400, 'bad_input');
    assert.match(typo, /did you mean "anvil"/);
    assert.match(
      refused(await answer(api, post('/api/actions/submit', { ...submitBody(root, 'S-3'), urgency: 'urgent' })), 400, 'bad_input'),
      /task: field "urgency"/,
    );
    assert.match(refused(await answer(api, post('/api/actions/submit', submitBody(root, 'S-1'))), 409, 'conflict'), /already has a task file/);
  });

  test('release removes the claim and only the claim; confirm refuses a story that is not handed off', async (t) => {
    const { root, api } = await projectApi(t);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-1.md'), taskMarkdown(root, 'S-1'));
    await writeLikeAProducer(inboxPath(root, 'anvil', 'S-1.picked-up'), 'agent: anvil\n');
    const done = await answer(api, post('/api/actions/release', { story_id: 'S-1' }));
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-1.picked-up')), false);
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-1.md')), true);
    assert.match(refused(await answer(api, post('/api/actions/release', { story_id: 'S-1' })), 409, 'conflict'), /has no claim/);
    assert.match(refused(await answer(api, post('/api/actions/confirm', { story_id: 'S-1' })), 409, 'conflict'), /not handed off/);
    assert.match(refused(await answer(api, post('/api/actions/retry', { story_id: 'S-1' })), 409, 'conflict'), /not orphaned or timed out/);
    assert.equal(await exists(inboxPath(root, 'anvil', 'S-1.confirmed')), false);
  });
});
