import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runForge, runForgeJson } from '../client/run-forge.js';
import { tempProject } from '../helpers/temp-project.js';
import { readJsonLines } from './lab-fixture.js';

const FAKE_LAB = fileURLToPath(new URL('./fake-lab-mcp.js', import.meta.url));

async function projectWithLab(t: Parameters<typeof tempProject>[0], serverArgs = ''): Promise<{ root: string; calls: string }> {
  const root = await tempProject(t);
  const calls = join(root, 'lab-calls.jsonl');
  await writeFile(join(root, '_vibe-chain', 'config.toml'), `[forge]\nproject_id = "shop"\n\n[lab]\nsentinel_mcp = "${process.execPath} ${FAKE_LAB} --log ${calls} ${serverArgs}"\n`);
  return { root, calls };
}

const STORIES = (root: string) => join(root, '.forge', 'lab-stories.json');

describe('story submission to lab over MCP stdio', () => {
  test('forge story create sends the design fields, maps urgency to priority and records the story under project/task', async (t) => {
    const { root, calls } = await projectWithLab(t);
    const run = await runForgeJson(root, ['story', 'create', '--task-id', 'SHOP-7', '--type', 'backend', '--urgency', 'high', '--skip-review', 'ux_review,arch_review', '--db-migration', '--scope', 'medium', '--title', 'Order notes']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.created, true);
    const [call] = await readJsonLines(calls);
    assert.deepEqual(call!.arguments, {
      project_id: 'shop',
      forge_task_id: 'SHOP-7',
      type: 'backend',
      priority: 'high',
      skip_review: ['ux_review', 'arch_review'],
      has_db_migration: true,
      has_api_changes: false,
      scope: 'medium',
      title: 'Order notes',
    });
    const stories = JSON.parse(await readFile(STORIES(root), 'utf8')) as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(stories), ['shop/SHOP-7']);
    assert.equal(stories['shop/SHOP-7']!.lab_story_id, 'LAB-1');
    assert.equal(stories['shop/SHOP-7']!.priority, 'high');
  });

  test('normal urgency is priority medium and low is low', async (t) => {
    const { root, calls } = await projectWithLab(t);
    for (const [id, urgency] of [['U-1', 'normal'], ['U-2', 'low']]) assert.equal((await runForge(root, ['story', 'create', '--task-id', id!, '--type', 'frontend', '--urgency', urgency!])).code, 0);
    assert.deepEqual((await readJsonLines(calls)).map((call) => (call.arguments as { priority: string }).priority), ['medium', 'low']);
  });

  test('a task already submitted is never sent again', async (t) => {
    const { root, calls } = await projectWithLab(t);
    assert.equal((await runForge(root, ['story', 'create', '--task-id', 'ONCE-1', '--type', 'test'])).code, 0);
    const before = await readFile(STORIES(root), 'utf8');
    const again = await runForgeJson(root, ['story', 'create', '--task-id', 'ONCE-1', '--type', 'test']);
    assert.equal(again.code, 0);
    assert.equal(again.json.created, false);
    assert.equal((await readJsonLines(calls)).length, 1, 'lab was called once');
    assert.equal(await readFile(STORIES(root), 'utf8'), before);
  });

  test('a rate-limited create_story is retried after its Retry-After, never sooner', async (t) => {
    const { root, calls } = await projectWithLab(t, '--rate-limit 2 --retry-after 0.4');
    const run = await runForgeJson(root, ['story', 'create', '--task-id', 'RL-1', '--type', 'backend']);
    assert.equal(run.code, 0, run.stderr);
    const times = (await readJsonLines(calls)).map((call) => call.at as number);
    assert.equal(times.length, 3);
    for (let i = 1; i < times.length; i++) assert.ok(times[i]! - times[i - 1]! >= 400, `call ${i} came ${times[i]! - times[i - 1]!} ms after the previous one`);
  });

  test('lab still rate-limiting after the retries: a clear error and nothing written', async (t) => {
    const { root, calls } = await projectWithLab(t, '--rate-limit 10 --retry-after 0.1');
    const run = await runForge(root, ['story', 'create', '--task-id', 'RL-2', '--type', 'backend']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /rate-limiting create_story.*nothing was written/);
    assert.equal((await readJsonLines(calls)).length, 4);
    await assert.rejects(readFile(STORIES(root)), { code: 'ENOENT' });
  });

  test('lab unreachable: a clear error naming the command, and nothing written', async (t) => {
    const root = await tempProject(t);
    await writeFile(join(root, '_vibe-chain', 'config.toml'), '[lab]\nsentinel_mcp = "no-such-lab-command --stdio"\n');
    const run = await runForge(root, ['story', 'create', '--task-id', 'DOWN-1', '--type', 'backend']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /lab is unreachable.*no-such-lab-command/);
    await assert.rejects(readFile(STORIES(root)), { code: 'ENOENT' });
  });

  test('no [lab] sentinel_mcp: says which key to set', async (t) => {
    const root = await tempProject(t);
    const run = await runForge(root, ['story', 'create', '--task-id', 'X-1', '--type', 'backend']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /\[lab\] sentinel_mcp is not set/);
  });

  test("forge story status asks get_story_status with lab's id and prints the answer", async (t) => {
    const { root, calls } = await projectWithLab(t);
    assert.equal((await runForge(root, ['story', 'create', '--task-id', 'ST-1', '--type', 'backend'])).code, 0);
    const run = await runForgeJson(root, ['story', 'status', '--task-id', 'ST-1']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(run.json.status, { story_id: 'LAB-1', forge_task_id: 'ST-1', status: 'in_review', stage: 'code_review' });
    assert.deepEqual((await readJsonLines(calls)).at(-1)!.arguments, { project_id: 'shop', forge_task_id: 'ST-1', story_id: 'LAB-1' });
  });

  test('bad options are refused before lab is called', async (t) => {
    const { root, calls } = await projectWithLab(t);
    for (const args of [['--type', 'backend', '--urgency', 'urgent'], ['--type', 'backend', '--scope', 'huge'], ['--type', 'backend', '--skip-review', 'lunch'], ['--type', 'cooking']]) {
      const run = await runForge(root, ['story', 'create', '--task-id', 'BAD-1', ...args]);
      assert.equal(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
    }
    assert.deepEqual(await readJsonLines(calls), []);
  });
});
