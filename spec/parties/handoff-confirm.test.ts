import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { PrHandoff } from '../../protocol/handoff.js';
import { TaskFrontMatter } from '../../protocol/task.js';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';
import { handoffInstructions } from '../../src/workers/handoff-instructions.js';
import { handoffPath, inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';
import { runForge, runForgeJson } from './run-forge.js';
import { entry, tracking, writeTracking } from './tracking-fixture.js';

describe('forge handoff', () => {
  test('writes a pr-handoff that passes the schema, with the agent taken from the inbox folder', async (t) => {
    const root = await tempProject(t);
    await writeLikeAProducer(inboxPath(root, 'pixel', 'UX-1.md'), taskMarkdown(root, 'UX-1', 'pixel'));
    const { code, json } = await runForgeJson(root, [
      'handoff',
      '--story',
      'UX-1',
      '--status',
      'completed',
      '--summary',
      'Reworked the form',
      '--branch',
      'ux-1',
      '--pr-url',
      'https://git.example/pr/1',
      '--files',
      'src/form.tsx, src/form.css',
      '--module',
      'forms',
      '--tests-passed',
      '12',
      '--tests-failed',
      '0',
    ]);
    assert.equal(code, 0);
    assert.deepEqual(json, { ok: true, story_id: 'UX-1', agent: 'pixel', status: 'completed', file: '_vibe-chain-output/handoffs/UX-1-pr-handoff.md' });
    const parsed = parseFrontMatter(await readFile(handoffPath(root, 'UX-1'), 'utf8'));
    assert.ok(parsed.ok);
    const handoff = PrHandoff.parse(parsed.data);
    assert.deepEqual(
      { ...handoff, created_at: 'x' },
      {
        story_id: 'UX-1',
        agent: 'pixel',
        status: 'completed',
        created_at: 'x',
        branch: 'ux-1',
        pr_url: 'https://git.example/pr/1',
        summary: 'Reworked the form',
        files_changed: ['src/form.tsx', 'src/form.css'],
        module: 'forms',
        tests: { passed: 12, failed: 0 },
        ipc_protocol: 'ipc-v1',
      },
    );
    assert.equal(parsed.body, 'Reworked the form\n', 'the summary is the body when none is given');
  });

  test("a handoff written again over one that does not validate replaces it with the prompt's own command, without --force", async (t) => {
    const root = await tempProject(t);
    await writeTracking(root, tracking({ 'B-2': entry('B-2', 'picked_up') }));
    await writeFile(handoffPath(root, 'B-2'), '---\nstory_id: B-2\nagent: anvil\nstatus: done\ncreated_at: 2026-04-01T12:00:00Z\n---\nx\n');
    const task = TaskFrontMatter.parse({
      story_id: 'B-2',
      project_id: 'demo',
      worktree_path: root,
      project_root: root,
      handoff_dir: join(root, '_vibe-chain-output', 'handoffs'),
      agent: 'anvil',
      task_type: 'frontend',
      ipc_protocol: 'ipc-v1',
      submitted_at: '2026-04-01T12:00:00Z',
    });
    const prompt = handoffInstructions(task, root);
    assert.doesNotMatch(/```sh\n([\s\S]*?)```/.exec(prompt)![1]!, /--force/, "the prompt's command has no --force");
    const run = await runForgeJson(root, ['handoff', '--story', 'B-2', '--status', 'completed', '--summary', 'fixed']);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.json.replaced_invalid, true);
    assert.match(await readFile(handoffPath(root, 'B-2'), 'utf8'), /^status: completed$/m);
    const again = await runForge(root, ['handoff', '--story', 'B-2', '--status', 'failed']);
    assert.equal(again.code, 1);
    // The message and the prompt say the same thing about a valid handoff.
    assert.match(again.stderr, /already exists and is valid .*pass --force/);
    assert.match(prompt, /A valid handoff is replaced only with --force\./);
  });

  test('takes the agent from the tracking file, and refuses another agent, an unknown story and a second handoff', async (t) => {
    const root = await tempProject(t);
    await writeTracking(root, tracking({ 'B-1': entry('B-1', 'picked_up', { agent: 'furnace' }) }));
    const first = await runForge(root, ['handoff', '--story', 'B-1', '--status', 'blocked', '--file', '-'], { input: 'Need the API key.\n' });
    assert.equal(first.code, 0, first.stderr);
    assert.match(await readFile(handoffPath(root, 'B-1'), 'utf8'), /agent: furnace\nstatus: blocked\n[\s\S]*Need the API key\.\n$/);
    const [again, forced, other, unknown, unknownWithAgent] = await Promise.all([
      runForge(root, ['handoff', '--story', 'B-1', '--status', 'failed']),
      runForge(root, ['handoff', '--story', 'B-1', '--status', 'failed', '--force']),
      runForge(root, ['handoff', '--story', 'B-1', '--status', 'completed', '--agent', 'anvil', '--force']),
      runForge(root, ['handoff', '--story', 'Z-9', '--status', 'completed']),
      runForge(root, ['handoff', '--story', 'Z-8', '--status', 'completed', '--agent', 'anvil']),
    ]);
    assert.equal(again.code, 1);
    // The forced run beside it may have replaced the handoff first: either valid one is refused the same way.
    assert.match(again.stderr, /B-1-pr-handoff\.md already exists and is valid \(status (blocked|failed)\): .*pass --force/);
    assert.equal(forced.code, 0);
    assert.equal(other.code, 1);
    assert.match(other.stderr, /B-1 belongs to furnace, not anvil/);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no story Z-9 .* pass --agent/);
    assert.equal(unknownWithAgent.code, 0);
  });

  test('refuses bad values as usage errors that name the flag', async (t) => {
    const root = await tempProject(t);
    const [status, story, tests, count] = await Promise.all([
      runForge(root, ['handoff', '--story', 'A-1', '--status', 'done', '--agent', 'anvil']),
      runForge(root, ['handoff', '--story', 'a b', '--status', 'completed', '--agent', 'anvil']),
      runForge(root, ['handoff', '--story', 'A-1', '--status', 'completed', '--agent', 'anvil', '--tests-passed', '3']),
      runForge(root, ['handoff', '--story', 'A-1', '--status', 'completed', '--agent', 'anvil', '--tests-passed=-1', '--tests-failed', '0']),
    ]);
    assert.deepEqual([status.code, story.code, tests.code, count.code], [2, 2, 2, 2]);
    assert.match(status.stderr, /--status \(status\): expected one of "completed", "failed", "blocked", got "done"/);
    assert.match(story.stderr, /--story \(story_id\)/);
    assert.match(tests.stderr, /--tests-passed and --tests-failed together/);
    assert.match(count.stderr, /--tests-passed: expected a whole number/);
  });
});

describe('forge confirm', () => {
  test('writes .confirmed beside a handed-off task, and says so when run again', async (t) => {
    const root = await tempProject(t);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'C-1.md'), taskMarkdown(root, 'C-1'));
    await runForge(root, ['handoff', '--story', 'C-1', '--status', 'completed']);
    const first = await runForgeJson(root, ['confirm', '--story', 'C-1', '--by', 'lab-sentinel']);
    assert.equal(first.code, 0);
    assert.deepEqual(first.json, {
      ok: true,
      story_id: 'C-1',
      agent: 'anvil',
      file: '_vibe-chain-output/worker-inbox/anvil/C-1.confirmed',
      already_confirmed: false,
      handed_off: true,
    });
    assert.match(await readFile(inboxPath(root, 'anvil', 'C-1.confirmed'), 'utf8'), /^at: "[^"]+"\nby: "lab-sentinel"\n$/);
    const again = await runForge(root, ['confirm', '--story', 'C-1']);
    assert.equal(again.code, 0);
    assert.match(again.stdout, /C-1 was already confirmed/);
  });

  test('says a story the daemon already recorded and cleaned up was confirmed, as its help promises', async (t) => {
    const root = await tempProject(t);
    await writeLikeAProducer(inboxPath(root, 'anvil', 'C-2.md'), taskMarkdown(root, 'C-2'));
    await runForge(root, ['handoff', '--story', 'C-2', '--status', 'completed']);
    assert.equal((await runForge(root, ['confirm', '--story', 'C-2'])).code, 0);
    const daemon = await runForge(root, ['start', '--once']);
    assert.equal(daemon.code, 0, daemon.stderr);
    await assert.rejects(readFile(inboxPath(root, 'anvil', 'C-2.md')), { code: 'ENOENT' }, 'cleaned up');
    const again = await runForgeJson(root, ['confirm', '--story', 'C-2']);
    assert.equal(again.code, 0);
    assert.deepEqual(again.json, {
      ok: true,
      story_id: 'C-2',
      agent: 'anvil',
      file: '_vibe-chain-output/worker-inbox/.history.jsonl',
      already_confirmed: true,
      handed_off: true,
    });
  });

  test('refuses a story that is not handed off unless forced, and counts an error handoff as handed off', async (t) => {
    const root = await tempProject(t);
    for (const id of ['N-1', 'N-2', 'N-3', 'N-4']) await writeLikeAProducer(inboxPath(root, 'anvil', `${id}.md`), taskMarkdown(root, id));
    await writeTracking(root, tracking({ 'N-1': entry('N-1', 'picked_up'), 'N-2': entry('N-2', 'timed_out'), 'N-4': entry('N-4', 'invalid') }));
    await writeLikeAProducer(
      handoffPath(root, 'N-2', 'error'),
      `---\nstory_id: N-2\nstatus: failed\nreason: worker_timeout\ncreated_at: ${new Date().toISOString()}\n---\n`,
    );
    await writeLikeAProducer(handoffPath(root, 'N-3'), '---\nstory_id: N-3\nagent: anvil\nstatus: finished\n---\n');
    const [notYet, errorHandoff, badHandoff, invalid, unknown] = await Promise.all([
      runForge(root, ['confirm', '--story', 'N-1']),
      runForge(root, ['confirm', '--story', 'N-2']),
      runForge(root, ['confirm', '--story', 'N-3']),
      runForge(root, ['confirm', '--story', 'N-4', '--force']),
      runForge(root, ['confirm', '--story', 'N-9']),
    ]);
    assert.equal(notYet.code, 1);
    assert.match(notYet.stderr, /N-1 is not handed off \(state picked_up\): there is no .*N-1-pr-handoff\.md.*Pass --force/);
    assert.equal(errorHandoff.code, 0, errorHandoff.stderr);
    assert.equal(badHandoff.code, 1);
    assert.match(badHandoff.stderr, /N-3-pr-handoff\.md is not valid: .*field "status"/);
    assert.equal(invalid.code, 1);
    assert.match(invalid.stderr, /N-4 is invalid: the daemon does not act on \.confirmed/);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no story N-9/);
    const forced = await runForgeJson(root, ['confirm', '--story', 'N-1', '--force']);
    assert.equal(forced.code, 0);
    assert.equal(forced.json.handed_off, false);
  });
});

test('a task file written by hand with CRLF and a BOM can be handed off and confirmed', async (t) => {
  const root = await tempProject(t);
  await writeLikeAProducer(inboxPath(root, 'anvil', 'W-1.md'), `\ufeff${taskMarkdown(root, 'W-1').replace(/\n/g, '\r\n')}`);
  assert.equal((await runForge(root, ['handoff', '--story', 'W-1', '--status', 'completed'])).code, 0);
  assert.equal((await runForge(root, ['confirm', '--story', 'W-1'])).code, 0);
});
