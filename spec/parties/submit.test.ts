import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { TaskFrontMatter } from '../../protocol/task.js';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';
import { handoffMarkdown, handoffPath, inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';
import { runForge, runForgeJson } from './run-forge.js';
import { entry, tracking, writeTracking } from './tracking-fixture.js';

async function readTaskFile(root: string, agent: string, id: string) {
  const parsed = parseFrontMatter(await readFile(inboxPath(root, agent, `${id}.md`), 'utf8'));
  assert.ok(parsed.ok, 'the task file has front matter');
  return { frontMatter: TaskFrontMatter.parse(parsed.data), body: parsed.body };
}

describe('forge submit', () => {
  test('writes a valid task with every front matter field taken from its flags', async (t) => {
    const root = await tempProject(t);
    const { code, json } = await runForgeJson(root, [
      'submit',
      '--story',
      'WEB-7',
      '--type',
      'frontend',
      '--worktree',
      '/trees/web-7',
      '--agent',
      'anvil',
      '--project-id',
      'shop',
      '--branch',
      'feat/web-7',
      '--stage',
      'test',
      '--urgency',
      'high',
      '--module',
      'cart',
      '--title',
      'Cart badge',
      '--batch',
      'b1',
      '--depends-on',
      'WEB-1, WEB-2',
      '--db-migration',
      '--api-changes',
      '--handoff-dir',
      '/handoffs',
      '--project-root',
      '/p',
      '--body',
      'Build the badge.',
    ]);
    assert.equal(code, 0);
    assert.equal(json.file, '_vibe-chain-output/worker-inbox/anvil/WEB-7.md');
    assert.equal(json.stage, 'test');
    const { frontMatter, body } = await readTaskFile(root, 'anvil', 'WEB-7');
    assert.deepEqual(
      { ...frontMatter, submitted_at: 'x' },
      {
        story_id: 'WEB-7',
        agent: 'anvil',
        task_type: 'frontend',
        stage: 'test',
        urgency: 'high',
        title: 'Cart badge',
        module: 'cart',
        batch: 'b1',
        project_id: 'shop',
        project_root: '/p',
        worktree_path: '/trees/web-7',
        assigned_branch: 'feat/web-7',
        handoff_dir: '/handoffs',
        has_db_migration: true,
        has_api_changes: true,
        depends_on: ['WEB-1', 'WEB-2'],
        ipc_protocol: 'ipc-v1',
        submitted_at: 'x',
      },
    );
    assert.equal(frontMatter.submitted_at, json.submitted_at);
    assert.equal(body, 'Build the badge.\n');
    assert.deepEqual(await readdir(join(root, '_vibe-chain-output', 'worker-inbox', 'anvil')), ['WEB-7.md'], 'no temp file is left behind');
  });

  test('derives the agent from the roster, the project id from the folder, and the paths from the project root', async (t) => {
    const root = await tempProject(t, '[workers.smith]\ntask_types = ["backend", "arch_review"]\n');
    const [backend, arch] = await Promise.all([
      runForgeJson(root, ['submit', '--story', 'API-1', '--type', 'backend', '--worktree', '/trees/api']),
      runForgeJson(root, ['submit', '--story', 'ARCH-1', '--type', 'arch', '--worktree', '/trees/arch']),
    ]);
    assert.equal(backend.json.agent, 'smith');
    assert.equal(arch.json.agent, 'smith', 'the alias arch means arch_review');
    assert.equal(arch.json.stage, 'arch_review');
    const { frontMatter } = await readTaskFile(root, 'smith', 'API-1');
    assert.equal(frontMatter.project_root, root);
    assert.equal(frontMatter.project_id, root.split('/').pop());
    assert.equal(frontMatter.handoff_dir, `${root}/_vibe-chain-output/handoffs`);
  });

  test('takes the body from a file or from stdin', async (t) => {
    const root = await tempProject(t);
    await writeFile(join(root, 'body.md'), '# Steps\r\n\r\n1. do it\r\n');
    const [fromFile, fromStdin] = await Promise.all([
      runForge(root, ['submit', '--story', 'F-1', '--type', 'docs', '--worktree', '/w', '--file', 'body.md']),
      runForge(root, ['submit', '--story', 'F-2', '--type', 'docs', '--worktree', '/w', '--file', '-'], { input: 'from stdin\n' }),
    ]);
    assert.equal(fromFile.code, 0, fromFile.stderr);
    assert.equal(fromStdin.code, 0, fromStdin.stderr);
    assert.equal((await readTaskFile(root, 'furnace', 'F-1')).body, '# Steps\n\n1. do it\n');
    assert.equal((await readTaskFile(root, 'furnace', 'F-2')).body, 'from stdin\n');
  });

  test('refuses ids with a slash, "..", a space, a control character, a leading dot or 129 characters, with exit 2 and nothing written', async (t) => {
    const root = await tempProject(t);
    const bad = ['a/b', 'x..y', '..', 'a b', 'a\u0001b', '.hidden', 'x'.repeat(129), 'a\\b'];
    const runs = await Promise.all(bad.map((id) => runForge(root, ['submit', '--story', id, '--type', 'frontend', '--worktree', '/w'])));
    for (const [i, run] of runs.entries()) {
      assert.equal(run.code, 2, `id ${JSON.stringify(bad[i])}`);
      assert.match(run.stderr, /--story \(story_id\): expected a story id/);
    }
    assert.deepEqual(await readdir(join(root, '_vibe-chain-output', 'worker-inbox')), []);
  });

  test('refuses an id that is tracked, has a task file in another folder, or already has a pr-handoff', async (t) => {
    const root = await tempProject(t);
    await writeTracking(root, tracking({ 'T-1': entry('T-1', 'picked_up') }));
    await writeLikeAProducer(inboxPath(root, 'pixel', 'T-2.md'), taskMarkdown(root, 'T-2', 'pixel'));
    await writeLikeAProducer(handoffPath(root, 'T-3'), handoffMarkdown('T-3'));
    const runs = await Promise.all(['T-1', 'T-2', 'T-3'].map((id) => runForge(root, ['submit', '--story', id, '--type', 'frontend', '--worktree', '/w'])));
    assert.deepEqual(
      runs.map((run) => run.code),
      [1, 1, 1],
    );
    assert.match(runs[0]!.stderr, /T-1 is already tracked \(state picked_up, agent anvil\)/);
    assert.match(runs[1]!.stderr, /worker-inbox\/pixel\/T-2\.md/);
    assert.match(runs[2]!.stderr, /T-3-pr-handoff\.md already exists/);
    assert.deepEqual((await readdir(join(root, '_vibe-chain-output', 'worker-inbox'))).sort(), ['.tracking.json', 'pixel'], 'nothing was written for anvil');
  });

  test('refuses an agent that is in no roster, naming the closest roster name, unless --new-agent', async (t) => {
    const root = await tempProject(t);
    const typo = await runForge(root, ['submit', '--story', 'S-1', '--type', 'backend', '--worktree', '/w', '--agent', 'furnance']);
    assert.equal(typo.code, 2);
    assert.match(typo.stderr, /--agent \(agent\): expected a worker of the roster: .*did you mean "furnace"\?.*--new-agent/);
    assert.match(typo.stderr, /got "furnance"/);
    assert.deepEqual(
      (await readdir(join(root, '_vibe-chain-output', 'worker-inbox'))).filter((name) => !name.startsWith('.')),
      [],
      'no inbox folder was made',
    );
    const meant = await runForgeJson(root, ['submit', '--story', 'S-1', '--type', 'backend', '--worktree', '/w', '--agent', 'furnance', '--new-agent']);
    assert.equal(meant.code, 0);
    assert.equal(meant.json.agent, 'furnance');
  });

  test('reports every bad flag by name, and a missing required flag, as usage errors', async (t) => {
    const root = await tempProject(t, '[workers.a]\ntask_types = ["docs"]\n[workers.b]\ntask_types = ["docs"]\n');
    const [values, missing, unknown, ambiguous, json] = await Promise.all([
      runForge(root, [
        'submit',
        '--story',
        'S-1',
        '--type',
        'Front End',
        '--worktree',
        '/w',
        '--agent',
        'Anvil',
        '--urgency',
        'asap',
        '--depends-on',
        'ok,not ok',
      ]),
      runForge(root, ['submit', '--story', 'S-1', '--type', 'docs']),
      runForge(root, ['submit', '--story', 'S-1', '--typo', 'docs']),
      runForge(root, ['submit', '--story', 'S-1', '--type', 'docs', '--worktree', '/w']),
      runForgeJson(root, ['submit', '--type', 'docs', '--worktree', '/w']),
    ]);
    assert.equal(values.code, 2);
    for (const flag of ['--type (task_type)', '--agent (agent)', '--urgency (urgency)', '--depends-on (depends_on.1)'])
      assert.ok(values.stderr.includes(flag), `${flag} in ${values.stderr}`);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--worktree is required/);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /--typo/);
    assert.equal(ambiguous.code, 2);
    assert.match(ambiguous.stderr, /one of a, b: more than one worker takes task type "docs"/);
    assert.equal(json.code, 2);
    assert.deepEqual(json.json, { ok: false, error: { code: 'usage', message: '--story is required' } });
  });

  test('--help names every option and the exit codes', async (t) => {
    const root = await tempProject(t);
    const run = await runForge(root, ['submit', '--help']);
    assert.equal(run.code, 0);
    for (const flag of [
      '--story',
      '--type',
      '--worktree',
      '--agent',
      '--project-id',
      '--branch',
      '--urgency',
      '--depends-on',
      '--body',
      '--file',
      '--json',
      'exit codes',
    ]) {
      assert.ok(run.stdout.includes(flag), flag);
    }
  });

  test('a typo of a [workers] key in config.toml is a warning with its file, key and the key it meant, and the task is still written', async (t) => {
    const root = await tempProject(t, '[workers]\nidle_wiat = "5m"\n');
    const run = await runForgeJson(root, ['submit', '--story', 'CFG-1', '--type', 'backend', '--worktree', root]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /_vibe-chain\/config\.toml:2: field "workers\.idle_wiat".*did you mean "idle_wait"\?.*got "5m"/);
    assert.doesNotMatch(run.stderr, /Invalid input/);
    assert.deepEqual(await readdir(inboxPath(root, 'furnace', '')), ['CFG-1.md']);
  });

  test('a worktree that does not exist yet is accepted with a warning saying what follows; a file in its place is refused', async (t) => {
    const root = await tempProject(t);
    const missing = join(root, 'trees', 'not-yet');
    const run = await runForgeJson(root, ['submit', '--story', 'WT-1', '--type', 'backend', '--worktree', missing]);
    assert.equal(run.code, 0);
    assert.match(run.stderr, new RegExp(`warning: worktree_path ${missing} does not exist \\(yet\\).*git worktree add`));
    assert.equal((run.json.warnings as string[]).length, 1);
    const present = await runForgeJson(root, ['submit', '--story', 'WT-2', '--type', 'backend', '--worktree', root]);
    assert.deepEqual([present.code, present.json.warnings, present.stderr], [0, [], '']);
    await writeFile(join(root, 'a-file'), 'x');
    const file = await runForge(root, ['submit', '--story', 'WT-3', '--type', 'backend', '--worktree', join(root, 'a-file')]);
    assert.equal(file.code, 2);
    assert.match(file.stderr, /--worktree.*a folder, or a path where one will be created/);
  });
});
