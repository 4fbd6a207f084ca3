import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { StatusView, statusView } from '../../protocol/status-view.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { handoffMarkdown, handoffPath, inboxPath, taskMarkdown, tempProject, writeLikeAProducer } from '../helpers/temp-project.js';
import { runForge, runForgeJson } from './run-forge.js';
import { entry, tracking, writeTracking } from './tracking-fixture.js';

describe('forge status', () => {
  test('prints counts, a table of the most urgent stories and the command for the next page', async (t) => {
    const root = await tempProject(t);
    const tasks = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`S-${i}`, entry(`S-${i}`, i < 2 ? 'escalated' : 'submitted')]));
    await writeTracking(root, tracking(tasks, { workers: { anvil: { status: 'busy', idle_since: null, current_task: 'S-0', last_seen_at: null } } }));
    const run = await runForge(root, ['status', '--limit', '5']);
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout.split('\n');
    assert.match(lines[0]!, /^30 tasks: 28 submitted, 2 escalated \(tracking written .*\)$/);
    assert.match(lines[1]!, /^daemon: no daemon is running on this project \(tracking last written at .*\): nothing moves until forge start$/);
    assert.equal(lines[2], 'workers: anvil busy (S-0)');
    assert.match(lines[4]!, /^STATE\s+STORY\s+AGENT\s+STAGE\s+URGENCY\s+SINCE\s+DEADLINE\s+NOTE$/);
    assert.match(lines[5]!, /^escalated\s+S-0\s+anvil\s+dev\s+normal\s+/);
    assert.match(run.stdout, /showing 5 of 30, most urgent first\nnext page: forge status --limit 5 --cursor '5:\d+:S-\d+'\n$/);
  });

  test('a row shows the essential part of a diagnostic within its width; --story shows it whole, and a conflicting file with its way out', async (t) => {
    const root = await tempProject(t);
    const long = { code: 'schema' as const, file: '_vibe-chain-output/worker-inbox/anvil/BAD-1.md', field: 'project_id', expected: 'a string', got: 'nothing' };
    const duplicate = '_vibe-chain-output/worker-inbox/pixel/DUP-1.md';
    await writeTracking(
      root,
      tracking(
        { 'BAD-1': entry('BAD-1', 'invalid', { errors: [long] }), 'DUP-1': entry('DUP-1', 'submitted') },
        {
          rejected: {
            [duplicate]: {
              errors: [
                {
                  code: 'duplicate_story_id',
                  file: duplicate,
                  field: 'story_id',
                  expected: 'an id not already tracked (tracked in _vibe-chain-output/worker-inbox/anvil/DUP-1.md)',
                  got: 'DUP-1',
                },
              ],
            },
          },
        },
      ),
    );
    const table = await runForge(root, ['status']);
    assert.match(table.stdout, /invalid\s+BAD-1 .*project_id: expected a string, got nothing\n/);
    assert.match(table.stdout, /submitted\s+DUP-1 .*another task file has this id: _vibe-chain-output\/worker-inbox\/pixel\/DUP-1\.md/);
    const whole = await runForge(root, ['status', '--story', 'BAD-1']);
    assert.equal(whole.code, 0, whole.stderr);
    assert.match(
      whole.stdout,
      /^BAD-1: invalid, agent anvil\n {2}_vibe-chain-output\/worker-inbox\/anvil\/BAD-1\.md: field "project_id" front matter does not match its schema: expected a string, got nothing\n$/,
    );
    const conflict = await runForgeJson(root, ['status', '--story', 'DUP-1']);
    assert.deepEqual(
      (conflict.json.conflicts as Array<{ file: string; fix: string }>).map((c) => [c.file, c.fix]),
      [[duplicate, 'give that file a new id (its file name and story_id) or remove it']],
    );
  });

  test('--json answers with the documented shape, under 10 KB for 2,000 stories, and pages with its cursor', async (t) => {
    const root = await tempProject(t);
    await writeTracking(root, tracking(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`J-${i}`, entry(`J-${i}`, 'picked_up')]))));
    const first = await runForge(root, ['status', '--json']);
    assert.equal(first.code, 0);
    assert.ok(Buffer.byteLength(first.stdout) < 10_000, `${Buffer.byteLength(first.stdout)} bytes`);
    const view = StatusView.parse(JSON.parse(first.stdout));
    assert.equal(view.total, 2000);
    assert.equal(view.items.length, 20);
    const second = await runForgeJson(root, ['status', '--cursor', view.nextCursor!, '--state', 'picked_up', '--agent', 'anvil']);
    const next = StatusView.parse(second.json);
    assert.equal(next.items.length, 20);
    assert.ok(!next.items.some((item) => view.items.some((seen) => seen.story_id === item.story_id)));
  });

  test('explains an empty project, and refuses bad options and a corrupt tracking file', async (t) => {
    const root = await tempProject(t);
    const empty = await runForgeJson(root, ['status']);
    assert.equal(empty.code, 0);
    assert.match(String(empty.json.message), /the daemon has not run here yet/);
    const [limit, cursor, state] = await Promise.all([
      runForge(root, ['status', '--limit', '0']),
      runForge(root, ['status', '--cursor', 'next']),
      runForge(root, ['status', '--state', 'done']),
    ]);
    assert.deepEqual([limit.code, cursor.code, state.code], [2, 2, 2]);
    assert.match(limit.stderr, /--limit: expected 1 to 200/);
    assert.match(state.stderr, /--state: expected one of submitted, picked_up/);
    await writeTracking(root, '{"ipc_protocol": "ipc-v1", "tasks": {}}');
    const corrupt = await runForgeJson(root, ['status']);
    assert.equal(corrupt.code, 1);
    assert.match((corrupt.json.error as { message: string }).message, /\.tracking\.json: field "updated_at" tracking file was corrupt/);
  });
});

describe('a stopped story is never a row with nothing to say', () => {
  test('a handed-off story whose review chain needs a review no roster worker takes shows why and what to do in forge status and /api/tasks', async (t) => {
    const root = await tempProject(t, '[workers.anvil]\ntask_types = ["frontend"]\n\n[workers.furnace]\ntask_types = ["backend"]\n');
    await writeLikeAProducer(
      inboxPath(root, 'anvil', 'M-1.md'),
      taskMarkdown(root, 'M-1').replace('ipc_protocol:', 'review_chain: ["code_review"]\nipc_protocol:'),
    );
    await writeLikeAProducer(handoffPath(root, 'M-1'), handoffMarkdown('M-1'));
    assert.equal((await runForge(root, ['start', '--once'])).code, 0);
    const { json } = await runForgeJson(root, ['status']);
    const view = StatusView.parse(json);
    const item = view.items.find((row) => row.story_id === 'M-1')!;
    assert.equal(item.state, 'handed_off');
    assert.match(item.problem ?? '', /^review_chain: expected reviews a roster worker takes; none takes code_review, so the story stops at handed_off/);
    assert.match(item.problem ?? '', /forge confirm --story M-1/);
    assert.equal(view.items[0]!.story_id, 'M-1', 'first: it needs a person');
  });

  test('timed-out, orphaned and escalated stories say what to do, with the command', () => {
    const view = statusView(
      tracking({ 'T-1': entry('T-1', 'timed_out'), 'O-1': entry('O-1', 'orphaned'), 'E-1': entry('E-1', 'escalated'), 'S-1': entry('S-1', 'submitted') }),
      {},
    );
    const problem = new Map(view.items.map((item) => [item.story_id, item.problem]));
    assert.match(
      problem.get('T-1')!,
      /^no handoff before the dev stage deadline: forge retry --story T-1 runs it again; forge confirm --story T-1 --force drops it$/,
    );
    assert.match(problem.get('O-1')!, /forge retry --story O-1/);
    assert.match(problem.get('E-1')!, /remove _vibe-chain-output\/worker-inbox\/anvil\/E-1\.escalation/);
    assert.equal(problem.get('S-1'), null);
  });
});

describe('forge status and the daemon behind it', () => {
  test('after the daemon is killed with SIGKILL, status says it is not running and since when; while it runs, nothing is said', async (t) => {
    const root = await tempProject(t, '[forge]\ndashboard_port = 0\n');
    const daemon = spawnDaemon(t, root);
    await daemon.ready;
    const live = await runForgeJson(root, ['status']);
    assert.equal(live.json.daemon, undefined);
    assert.doesNotMatch((await runForge(root, ['status'])).stdout, /daemon:/);
    daemon.child.kill('SIGKILL');
    await daemon.exited;
    const dead = await runForge(root, ['status']);
    assert.match(
      dead.stdout,
      new RegExp(
        `^daemon: the daemon is not running: pid ${daemon.child.pid} \\(started .*\\) is gone and its lock was last refreshed .* ago, at \\d{4}-\\d\\d-\\d\\dT.*Z, so nothing was tracked since; forge start takes over its lock$`,
        'm',
      ),
    );
    assert.match(String((await runForgeJson(root, ['status'])).json.daemon), /is gone/);
  });
});

describe('forge status and the stories that left tracking', () => {
  test('a story closed as failed lately (its error handoff confirmed) is listed from the ledger with what to do; one that completed is not', async (t) => {
    const root = await tempProject(t);
    await writeTracking(root, tracking({ 'S-1': entry('S-1', 'submitted') }));
    const now = new Date().toISOString();
    const failed = entry('T-9', 'confirmed', {
      timed_out_at: now,
      confirmed_at: now,
      handoff: { kind: 'error', file: '_vibe-chain-output/handoffs/T-9-error-handoff.md', status: 'failed', created_at: now },
    });
    const done = entry('D-9', 'confirmed', { confirmed_at: now, handoff: { kind: 'pr', file: 'x', status: 'completed', created_at: now } });
    const old = entry('O-9', 'confirmed', {
      confirmed_at: '2020-01-01T00:00:00.000Z',
      handoff: { kind: 'error', file: 'x', status: 'failed', created_at: now },
    });
    await writeFile(
      join(root, '_vibe-chain-output', 'worker-inbox', '.history.jsonl'),
      `${[old, failed, done].map((record, i) => JSON.stringify({ ...record, story_id: ['O-9', 'T-9', 'D-9'][i] })).join('\n')}\n`,
    );
    const run = await runForge(root, ['status']);
    assert.match(
      run.stdout,
      /^closed as failed in the last 12 h: 1\n {2}T-9 \(anvil\): anvil handed nothing off before the dev stage deadline, and the story was closed as failed: read _vibe-chain-output\/handoffs\/T-9-error-handoff\.md, then dispatch it again under a new id/m,
    );
    const { json } = await runForgeJson(root, ['status']);
    const view = StatusView.parse(json);
    assert.deepEqual(
      view.failed?.items.map((item) => item.story_id),
      ['T-9'],
    );
  });
});
