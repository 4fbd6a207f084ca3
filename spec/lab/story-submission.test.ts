import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CreateStoryArgs, GetStoryStatusArgs, LabStoryRecord, StoryStatusAnswer } from '../../src/lab-link/lab-story.js';
import { mcpStdioTransport } from '../../src/lab-link/mcp-stdio-transport.js';
import { onCleanup } from '../helpers/cleanup.js';
import { tempProject } from '../helpers/temp-project.js';
import { runForge, runForgeJson } from '../parties/run-forge.js';
import { CONTRACT, CREATE_LIMIT, contractErrors, LAB_STORIES_ENTRY_FIELDS, STATUS_ANSWER_FIELDS } from './lab-contract.js';
import { readJsonLines } from './lab-fixture.js';

const FAKE_LAB = fileURLToPath(new URL('./fake-lab-mcp.js', import.meta.url));

async function projectWithLab(t: Parameters<typeof tempProject>[0], serverArgs = ''): Promise<{ root: string; calls: string; state: string }> {
  const root = await tempProject(t);
  const calls = join(root, 'lab-calls.jsonl');
  const state = join(root, 'lab-state.json');
  await writeFile(
    join(root, '_vibe-chain', 'config.toml'),
    `[forge]\nproject_id = "shop"\n\n[lab]\nsentinel_mcp = "${process.execPath} ${FAKE_LAB} --log ${calls} --state ${state} ${serverArgs}"\n`,
  );
  return { root, calls, state };
}

const STORIES = (root: string) => join(root, '.forge', 'lab-stories.json');
const readStories = async (root: string) => JSON.parse(await readFile(STORIES(root), 'utf8')) as Record<string, Record<string, unknown>>;
const sorted = (names: Iterable<string>) => [...names].sort();

describe("lab's contract, field by field", () => {
  test("forge's schemas name exactly the design's fields for each call, answer and file entry", () => {
    assert.deepEqual(
      sorted(Object.keys(CreateStoryArgs.shape)),
      sorted([...Object.keys(CONTRACT.create_story.required), ...Object.keys(CONTRACT.create_story.optional)]),
    );
    assert.deepEqual(sorted(Object.keys(GetStoryStatusArgs.shape)), sorted(Object.keys(CONTRACT.get_story_status.required)));
    assert.deepEqual(sorted(Object.keys(StoryStatusAnswer.shape)), sorted(STATUS_ANSWER_FIELDS));
    assert.deepEqual(sorted(Object.keys(LabStoryRecord.shape)), sorted(LAB_STORIES_ENTRY_FIELDS));
  });

  test('the strict fake lab refuses the fields forge used to send, and a missing one', () => {
    const before = {
      project_id: 'shop',
      forge_task_id: 'A-1',
      type: 'backend',
      priority: 'high',
      skip_review: [],
      has_db_migration: false,
      has_api_changes: false,
      scope: 'small',
    };
    assert.deepEqual(contractErrors('create_story', before), [
      'source: required, missing',
      'session_id: required, missing',
      'task_type: required, missing',
      'urgency: required, missing',
      'skip_reviews: required, missing',
      'project_id: unknown field',
      'type: unknown field',
      'priority: unknown field',
      'skip_review: unknown field',
      'scope: unknown field',
    ]);
    assert.deepEqual(contractErrors('get_story_status', { project_id: 'shop', forge_task_id: 'A-1', story_id: 'LAB-1' }), [
      'project_path: required, missing',
      'project_id: unknown field',
      'story_id: unknown field',
    ]);
  });
});

describe('story submission to lab over MCP stdio', () => {
  test('forge story create sends exactly the design fields and records exactly the design entry', async (t) => {
    const { root, calls } = await projectWithLab(t);
    await mkdir(join(root, '_vibe-chain-output'), { recursive: true });
    await writeFile(
      join(root, '_vibe-chain-output', 'events.jsonl'),
      `${JSON.stringify({ source: 'forge', type: 'forge-session-started', session_id: 'daemon-session-1' })}\n${JSON.stringify({ source: 'forge', type: 'forge-task-started', session_id: 'daemon-session-1' })}\n`,
    );
    const run = await runForgeJson(root, [
      'story',
      'create',
      '--task-id',
      'SHOP-7',
      '--type',
      'backend',
      '--urgency',
      'high',
      '--skip-review',
      'ux_review,arch_review',
      '--db-migration',
      '--scope',
      'large',
    ]);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.created, true);
    const logged = await readJsonLines(calls);
    assert.deepEqual(
      logged.map((call) => call.outcome),
      ['created'],
    );
    assert.deepEqual(contractErrors('create_story', logged[0]!.arguments), []);
    assert.deepEqual(logged[0]!.arguments, {
      forge_task_id: 'SHOP-7',
      source: 'forge',
      session_id: 'daemon-session-1',
      task_type: 'backend',
      urgency: 'high',
      skip_reviews: ['ux_review', 'arch_review'],
      has_db_migration: true,
      has_api_changes: false,
      estimated_scope: 'large',
    });
    const stories = await readStories(root);
    assert.deepEqual(Object.keys(stories), ['shop/SHOP-7']);
    assert.deepEqual(sorted(Object.keys(stories['shop/SHOP-7']!)), sorted(LAB_STORIES_ENTRY_FIELDS));
    assert.deepEqual(
      { ...stories['shop/SHOP-7'], last_checked: null },
      { project_id: 'shop', forge_task_id: 'SHOP-7', lab_story_id: 'LAB-1', status: 'backlog', last_checked: null },
    );
    assert.ok(!Number.isNaN(Date.parse(stories['shop/SHOP-7']!.last_checked as string)));
  });

  test("the defaults are sent (no reviews skipped, no flags), scope is left to lab, arch_review is lab's arch and urgency goes as it is", async (t) => {
    const { root, calls } = await projectWithLab(t);
    for (const [id, type, urgency] of [
      ['U-1', 'frontend', 'normal'],
      ['U-2', 'arch_review', 'low'],
    ])
      assert.equal((await runForge(root, ['story', 'create', '--task-id', id!, '--type', type!, '--urgency', urgency!])).code, 0);
    const args = (await readJsonLines(calls)).map((call) => call.arguments as Record<string, unknown>);
    for (const sent of args) {
      assert.deepEqual(contractErrors('create_story', sent), []);
      assert.deepEqual(
        [sent.skip_reviews, sent.has_db_migration, sent.has_api_changes, 'estimated_scope' in sent, 'priority' in sent],
        [[], false, false, false, false],
      );
    }
    assert.deepEqual(
      args.map((sent) => [sent.task_type, sent.urgency]),
      [
        ['frontend', 'normal'],
        ['arch', 'low'],
      ],
    );
    assert.notEqual(args[0]!.session_id, args[1]!.session_id, 'no daemon has run here: each call makes a session id of its own');
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

  test('a file written by the previous version keeps what it holds, gains status and last_checked, and its tasks are not submitted again', async (t) => {
    const { root, calls } = await projectWithLab(t);
    await mkdir(join(root, '.forge'), { recursive: true });
    const old = {
      project_id: 'shop',
      forge_task_id: 'OLD-1',
      lab_story_id: 'LAB-9',
      type: 'backend',
      priority: 'medium',
      submitted_at: '2026-04-01T12:00:00.000Z',
    };
    await writeFile(STORIES(root), `${JSON.stringify({ 'shop/OLD-1': old })}\n`);
    const again = await runForgeJson(root, ['story', 'create', '--task-id', 'OLD-1', '--type', 'backend']);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.json.created, false);
    assert.deepEqual(again.json.record, { ...old, status: 'submitted', last_checked: null });
    assert.equal((await readJsonLines(calls)).length, 0, 'lab was not called');
    assert.equal((await runForge(root, ['story', 'create', '--task-id', 'NEW-1', '--type', 'docs'])).code, 0);
    const stories = await readStories(root);
    assert.deepEqual(stories['shop/OLD-1'], { ...old, status: 'submitted', last_checked: null });
    assert.deepEqual(sorted(Object.keys(stories['shop/NEW-1']!)), sorted(LAB_STORIES_ENTRY_FIELDS));
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

  test('the fake lab allows 5 create_story per 10 s per session_id, then answers 429 with Retry-After', async (t) => {
    const { root, calls } = await projectWithLab(t);
    const transport = mcpStdioTransport({
      command: `${process.execPath} ${FAKE_LAB} --log ${calls}`,
      env: process.env,
      cwd: root,
      connectTimeoutMs: 10_000,
      callTimeoutMs: 10_000,
      now: () => Date.now(),
    });
    onCleanup(t, () => transport.close());
    const create = (id: string, session: string) =>
      transport.call('create_story', {
        forge_task_id: id,
        source: 'forge',
        session_id: session,
        task_type: 'docs',
        urgency: 'normal',
        skip_reviews: [],
        has_db_migration: false,
        has_api_changes: false,
      });
    const answers = [];
    for (let i = 1; i <= CREATE_LIMIT.calls + 1; i++) answers.push(await create(`R-${i}`, 'session-a'));
    assert.deepEqual(
      answers.map((answer) => answer.kind),
      ['ok', 'ok', 'ok', 'ok', 'ok', 'rate_limited'],
    );
    const limited = answers.at(-1)!;
    assert.ok(
      limited.kind === 'rate_limited' && limited.retryAfterMs !== null && limited.retryAfterMs > 0 && limited.retryAfterMs <= CREATE_LIMIT.windowMs,
      JSON.stringify(limited),
    );
    assert.equal((await create('R-7', 'session-b')).kind, 'ok', 'another session has its own budget');
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

  test("forge story status asks get_story_status with forge_task_id and project_path, reads lab's answer and updates the entry", async (t) => {
    const { root, calls, state } = await projectWithLab(t);
    assert.equal((await runForge(root, ['story', 'create', '--task-id', 'ST-1', '--type', 'backend'])).code, 0);
    const lab = JSON.parse(await readFile(state, 'utf8')) as Record<string, Record<string, unknown>>;
    Object.assign(lab['ST-1']!, { status: 'in_review', assigned_to: 'temper', started: '2026-04-01T12:00:00Z', branch: 'story/st-1' });
    await writeFile(state, JSON.stringify(lab));
    const run = await runForgeJson(root, ['story', 'status', '--task-id', 'ST-1']);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(run.json.status, {
      lab_story_id: 'LAB-1',
      found: true,
      status: 'in_review',
      title: 'Story ST-1',
      assigned_to: 'temper',
      started: '2026-04-01T12:00:00Z',
      completed: null,
      pr: null,
      branch: 'story/st-1',
    });
    const sent = (await readJsonLines(calls)).at(-1)!.arguments;
    assert.deepEqual(sent, { forge_task_id: 'ST-1', project_path: root });
    assert.deepEqual(contractErrors('get_story_status', sent), []);
    assert.equal((await readStories(root))['shop/ST-1']!.status, 'in_review');
  });

  test('bad options are refused before lab is called', async (t) => {
    const { root, calls } = await projectWithLab(t);
    for (const args of [
      ['--type', 'backend', '--urgency', 'urgent'],
      ['--type', 'backend', '--scope', 'huge'],
      ['--type', 'backend', '--skip-review', 'lunch'],
      ['--type', 'cooking'],
      ['--type', 'fullstack'],
    ]) {
      const run = await runForge(root, ['story', 'create', '--task-id', 'BAD-1', ...args]);
      assert.equal(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
    }
    assert.deepEqual(await readJsonLines(calls), []);
  });
});
