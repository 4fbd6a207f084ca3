import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_CONFIG } from '../../protocol/config.js';
import { ApiError, PlansPage } from '../../protocol/http-api.js';
import { planThrough } from '../helpers/plan-fixture.js';
import { tempProject } from '../helpers/temp-project.js';
import { entry, tracking } from '../parties/tracking-fixture.js';
import { answer, apiRequest, fixedContext, testApi } from './api-fixture.js';

async function plans(root: string, query = '', tasks = {}) {
  const result = await answer(testApi(fixedContext(tracking(tasks), DEFAULT_CONFIG, root)), apiRequest(`/api/plans${query}`));
  return { status: result.status, body: result.status === 200 ? PlansPage.parse(result.body) : ApiError.parse(result.body) };
}

describe('GET /api/plans', () => {
  test('with no plan folder the page is empty and says how a plan starts', async (t) => {
    const root = await tempProject(t);
    const { status, body } = await plans(root);
    assert.equal(status, 200);
    assert.deepEqual(
      { ...body, message: undefined },
      { ok: true, items: [], total: 0, limit: 10, cursor: null, nextCursor: null, hasMore: false, truncated: false, message: undefined },
    );
    assert.match((body as PlansPage).message!, /create_project/);
  });

  test("lists each plan's phase, artifacts and modules, each module with its story, the story's tracked state and whether it is done", async (t) => {
    const root = await tempProject(t);
    await planThrough(root, 'shop', 'implementation', ['db']);
    const { status, body } = await plans(root, '', {
      'shop.api': entry('shop.api', 'picked_up', { agent: 'furnace' }),
      'shop.ui': entry('shop.ui', 'submitted'),
    });
    assert.equal(status, 200);
    const page = body as PlansPage;
    assert.equal(page.total, 1);
    const [plan] = page.items;
    assert.equal(plan!.project, 'shop');
    assert.equal(plan!.title, 'The shop plan');
    assert.equal(plan!.phase, 'implementation');
    assert.equal(plan!.round, 1);
    assert.equal(plan!.verdict, null);
    assert.deepEqual(plan!.next, ['submit_implementation']);
    assert.deepEqual(
      plan!.artifacts.map((a) => `${a.artifact}:${a.state}`),
      [
        'project:current',
        'interview:current',
        'vision:current',
        'plan:current',
        'design:current',
        'test_plan:current',
        'implementation:current',
        'verdict:missing',
      ],
    );
    assert.equal(plan!.artifacts[3]!.file, '_vibe-chain/plans/shop/plan.md');
    assert.deepEqual(
      plan!.modules.items.map((m) => [m.id, m.story_id, m.agent, m.round, m.state, m.done, m.depends_on.join('+')]),
      [
        ['db', 'shop.db', 'furnace', 1, null, true, ''],
        ['api', 'shop.api', 'furnace', 1, 'picked_up', false, 'db'],
        ['ui', 'shop.ui', 'anvil', 1, 'submitted', false, 'api'],
      ],
    );
    assert.deepEqual([plan!.modules.total, plan!.modules.done], [3, 1]);
  });

  test('a plan not dispatched yet lists no modules; a hand-broken artifact is invalid; newest first, paginated by cursor', async (t) => {
    const root = await tempProject(t);
    await planThrough(root, 'alpha', 'architecture');
    await planThrough(root, 'beta', 'architecture');
    // A hand edit that breaks the front matter of beta's vision.
    await writeFile(join(root, '_vibe-chain/plans/beta/vision.md'), '---\nproject: beta\nsummary: [\n---\n');
    const first = (await plans(root, '?limit=1')).body as PlansPage;
    assert.deepEqual([first.total, first.items.length, first.hasMore, first.nextCursor], [2, 1, true, '1']);
    const second = (await plans(root, `?limit=1&cursor=${first.nextCursor}`)).body as PlansPage;
    assert.deepEqual([second.items.length, second.hasMore, second.nextCursor, second.cursor], [1, false, null, '1']);
    const [a, b] = [...first.items, ...second.items].sort((x, y) => x.project.localeCompare(y.project));
    assert.equal(a!.phase, 'architecture');
    assert.deepEqual(a!.modules, { total: 0, done: 0, items: [] });
    assert.deepEqual(a!.next, ['start_architecture', 'submit_plan']);
    assert.equal(b!.artifacts.find((x) => x.artifact === 'vision')!.state, 'invalid');
    assert.equal(b!.phase, 'vision');
    const past = (await plans(root, '?cursor=5')).body as PlansPage;
    assert.deepEqual(past.items, []);
    assert.match(past.message!, /omit cursor/);
  });

  test('?project= narrows to one plan; an unknown one is a 404 and bad parameters are a 400 naming them', async (t) => {
    const root = await tempProject(t);
    await planThrough(root, 'alpha', 'architecture');
    await planThrough(root, 'beta', 'architecture');
    const one = (await plans(root, '?project=beta')).body as PlansPage;
    assert.deepEqual(
      one.items.map((p) => p.project),
      ['beta'],
    );
    const missing = await plans(root, '?project=gamma');
    assert.equal(missing.status, 404);
    assert.match((missing.body as ApiError).error.message, /no plan folder _vibe-chain\/plans\/gamma\//);
    for (const [query, named] of [
      ['?limit=0', /limit/],
      ['?limit=51', /limit/],
      ['?cursor=x', /cursor/],
      ['?project=Bad/..', /project/],
      ['?state=open', /unknown parameter state/],
    ] as const) {
      const bad = await plans(root, query);
      assert.equal(bad.status, 400, query);
      assert.match((bad.body as ApiError).error.message, named, query);
    }
  });

  test('a page holds 10 plans by default and stays under about 10 KB, cut short (truncated) rather than over', async (t) => {
    const root = await tempProject(t);
    for (let i = 0; i < 12; i += 1) await planThrough(root, `plan-${String(i).padStart(2, '0')}`, 'architecture');
    const page = (await plans(root)).body as PlansPage;
    assert.equal(page.total, 12);
    assert.ok(page.items.length <= 10 && page.items.length >= 1);
    assert.ok(Buffer.byteLength(JSON.stringify(page)) <= 10_000, `${Buffer.byteLength(JSON.stringify(page))} bytes`);
    assert.equal(page.truncated, page.items.length < 10);
    assert.equal(page.nextCursor, String(page.items.length));
    const seen = page.items.map((plan) => plan.project);
    for (let cursor: string | null = page.nextCursor; cursor !== null; ) {
      const next = (await plans(root, `?cursor=${cursor}&limit=50`)).body as PlansPage;
      seen.push(...next.items.map((plan) => plan.project));
      cursor = next.nextCursor;
    }
    assert.equal(new Set(seen).size, 12, 'following nextCursor lists every plan once');
    assert.equal(seen.length, 12);
  });
});
