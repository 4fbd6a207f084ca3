import assert from 'node:assert/strict';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { EMPTY_COUNTERS, type ExchangesState } from '../../protocol/exchange.js';
import { HistoryRecord, type TaskState } from '../../protocol/tracking.js';
import { tokensByAgent } from '../../src/dashboard/extras/agent-tokens.js';
import { auditLinesFor } from '../../src/dashboard/extras/audit-lines.js';
import { broadcastFeed } from '../../src/dashboard/extras/broadcast-feed.js';
import { ExtrasReader } from '../../src/dashboard/extras/extras-reader.js';
import { LedgerTail } from '../../src/dashboard/extras/ledger-tail.js';
import { readTail } from '../../src/fs/read-tail.js';
import { writeRelayState } from '../../src/lab-link/relay-state.js';
import { planThrough, planThroughDone } from '../helpers/plan-fixture.js';
import { tempProject } from '../helpers/temp-project.js';
import { entry, NOW } from '../parties/tracking-fixture.js';
import { BROADCAST_EXAMPLE } from './board-fixture.js';

describe('the facts beside the board', () => {
  test('reads whole lines from the end of a growing file, leaving a line still being written for later', async (t) => {
    const root = await tempProject(t);
    const file = join(root, 'log');
    assert.equal(await readTail(file, 0, 1000), null);
    await writeFile(file, 'one\ntwo\nthr');
    const first = (await readTail(file, 0, 1000))!;
    assert.deepEqual(first.lines, ['one', 'two']);
    await appendFile(file, 'ee\nfour\n');
    assert.deepEqual((await readTail(file, first.end, 1000))!.lines, ['three', 'four']);
    assert.deepEqual((await readTail(file, 0, 9))!.lines, ['four'], 'a window that starts mid-line drops the partial line');
  });

  test('follows the ledger, keeping stories confirmed within the window', async (t) => {
    const root = await tempProject(t);
    const ledger = join(root, 'history.jsonl');
    const record = (id: string, confirmedAgo: number) =>
      JSON.stringify(HistoryRecord.parse({ ...entry(id, 'confirmed', { confirmed_at: new Date(NOW - confirmedAgo).toISOString() }), story_id: id }));
    await writeFile(ledger, `${record('old', 20 * 3600_000)}\n${record('S-1', 60_000)}\nnot json\n`);
    const tail = new LedgerTail(ledger);
    assert.deepEqual(
      (await tail.read(NOW - 12 * 3600_000)).map((card) => card.id),
      ['S-1'],
    );
    await appendFile(ledger, `${record('S-2', 1000)}\n`);
    assert.deepEqual(
      (await tail.read(NOW - 12 * 3600_000)).map((card) => [card.id, card.state]),
      [['S-2', 'confirmed']],
    );
  });

  test('finds the audit lines naming a story as a whole word, the last few only', () => {
    const lines = ['a BLOCK S-1 one', 'a BLOCK S-10 other', 'b BLOCK S-1 two', ...Array.from({ length: 8 }, (_, i) => `c S-2 ${i}`)];
    const found = auditLinesFor(lines, ['S-1', 'S-2', 'S-3']);
    assert.deepEqual(found['S-1'], ['a BLOCK S-1 one', 'b BLOCK S-1 two']);
    assert.equal(found['S-2']!.length, 5);
    assert.equal(found['S-2']!.at(-1), 'c S-2 7');
    assert.equal(found['S-3'], undefined);
  });

  test("takes each worker's context size from its most recent transcript session", () => {
    const session = (agent: string | null, tokens: number | null, last: string) => ({
      file: 'f',
      agent,
      story_id: null,
      watermark_tokens: null,
      compounded_at: null,
      checkpoint: { offset: 0, counters: EMPTY_COUNTERS },
      totals: { ...EMPTY_COUNTERS, context_tokens: tokens, last_record_at: last },
    });
    const state: ExchangesState = {
      version: 1,
      files: {},
      sessions: {
        a: session('anvil', 50_000, '2026-04-01T10:00:00Z'),
        b: session('anvil', 9000, '2026-04-01T11:00:00Z'),
        c: session(null, 7, '2026-04-01T11:00:00Z'),
        d: session('furnace', null, '2026-04-01T11:00:00Z'),
      },
    };
    assert.deepEqual(tokensByAgent(state), { anvil: 9000 });
  });

  test('reports only the facts whose files changed, and audit lines once a story is escalated', async (t) => {
    const root = await tempProject(t);
    const reader = new ExtrasReader(root, null, () => 'shop');
    assert.deepEqual(await reader.refresh([]), null, 'nothing there, nothing new');
    await mkdir(join(root, '_vibe-chain-output'), { recursive: true });
    await writeFile(join(root, '_vibe-chain-output', 'heimdall-audit.log'), 'x BLOCK S-7 rm -rf /\n');
    assert.deepEqual(await reader.refresh([]), null, 'an audit log about no escalated story');
    assert.deepEqual(await reader.refresh(['S-7']), { audit: { 'S-7': ['x BLOCK S-7 rm -rf /'] } });
    assert.equal(await reader.refresh(['S-7']), null);
    assert.deepEqual(reader.value().audit, { 'S-7': ['x BLOCK S-7 rm -rf /'] });
  });

  test("reports lab's side when lab-stories.json or lab-relay.json changes: this project's stories, most recently heard of first, and the relay", async (t) => {
    const root = await tempProject(t);
    const reader = new ExtrasReader(root, null, () => 'shop');
    assert.equal(await reader.refresh([]), null, 'no link to lab, nothing to show');
    const record = (project: string, task: string, status: string, checked: string | null) => ({
      project_id: project,
      forge_task_id: task,
      lab_story_id: `L-${task}`,
      status,
      last_checked: checked,
    });
    await mkdir(join(root, '.forge'), { recursive: true });
    await writeFile(
      join(root, '.forge', 'lab-stories.json'),
      JSON.stringify({
        'shop/A': record('shop', 'A', 'backlog', '2026-04-01T12:00:00.000Z'),
        'shop/B': record('shop', 'B', 'in_review', '2026-04-01T13:00:00.000Z'),
        'blog/C': record('blog', 'C', 'done', null),
      }),
    );
    assert.deepEqual(await reader.refresh([]), {
      lab: {
        relay: null,
        total: 2,
        stories: [
          { task: 'B', labStory: 'L-B', status: 'in_review', checked: Date.parse('2026-04-01T13:00:00Z') },
          { task: 'A', labStory: 'L-A', status: 'backlog', checked: Date.parse('2026-04-01T12:00:00Z') },
        ],
      },
    });
    assert.equal(await reader.refresh([]), null, 'unchanged files are not read again');
    await writeRelayState(root, {
      state: 'waiting',
      url: 'wss://relay/subscribe',
      reason: 'ECONNREFUSED',
      since: '2026-04-01T13:00:00.000Z',
      connected_at: null,
      last_event_at: null,
      next_attempt_at: '2026-04-01T13:00:01.000Z',
      reconnects: 1,
      events: { story_transition: 0, agent_completed: 0, queue_summary: 0, ignored: 0, skipped: 0 },
      queue: null,
    });
    const relay = (await reader.refresh([]))?.lab?.relay;
    assert.deepEqual(relay, {
      state: 'waiting',
      reason: 'ECONNREFUSED',
      since: Date.parse('2026-04-01T13:00:00Z'),
      nextAttempt: Date.parse('2026-04-01T13:00:01Z'),
    });
    await writeFile(join(root, '.forge', 'lab-stories.json'), '{"shop/A": ');
    assert.match((await reader.refresh([]))?.lab?.problem ?? '', /lab-stories\.json is not valid JSON/, 'a broken file is shown, not fatal');
  });

  test("reports the plans when a plan file or a handoff changes, with each module's tracked state, and nothing while none changed", async (t) => {
    const root = await tempProject(t);
    const states: Record<string, TaskState> = { 'shop.db': 'picked_up' };
    const reader = new ExtrasReader(
      root,
      null,
      () => 'shop',
      (id) => states[id] ?? null,
    );
    assert.equal(await reader.refresh([]), null, 'no plan, nothing to show');
    await planThrough(root, 'shop', 'implementation');
    const first = (await reader.refresh([]))?.plans;
    assert.equal(first?.total, 1);
    assert.equal(first?.items[0]?.phase, 'implementation');
    assert.deepEqual(
      first?.items[0]?.modules.items.map((m) => `${m.id}:${m.state}:${m.done}`),
      ['db:picked_up:false', 'api:null:false', 'ui:null:false'],
    );
    assert.equal(await reader.refresh([]), null, 'unchanged plan files are not read again');
    // A module handed off: its handoff lands in the handoffs folder, and the plan moves on.
    await planThroughDone(root, 'shop', ['db']);
    const second = (await reader.refresh([]))?.plans;
    assert.deepEqual([second?.items[0]?.modules.done, second?.items[0]?.modules.items[0]?.done], [1, true]);
    await writeFile(join(root, '_vibe-chain/plans/shop/design.md'), '---\nproject: shop\ninterfaces: nope\n---\n');
    const third = (await reader.refresh([]))?.plans;
    assert.equal(third?.items[0]?.artifacts.find((a) => a.artifact === 'design')?.state, 'invalid', 'a hand edit is seen');
    assert.equal(third?.items[0]?.phase, 'design');
  });

  test('feeds the swarm broadcasts to the page, newest first, nothing before there is one', async (t) => {
    const root = await tempProject(t);
    const feed = broadcastFeed(root, () => NOW, 250);
    assert.deepEqual(await feed(), []);
    await mkdir(join(root, '_vibe-chain-output', 'broadcasts'), { recursive: true });
    await writeFile(join(root, BROADCAST_EXAMPLE.file), BROADCAST_EXAMPLE.text);
    assert.deepEqual(await feed(), [
      {
        file: BROADCAST_EXAMPLE.file,
        severity: 'critical',
        kind: 'breaking',
        module: 'auth',
        agent: 'furnace',
        story: 'S-1',
        created: Date.parse('2026-04-01T12:00:00Z'),
        summary: 'Token format changes to JWT.',
      },
    ]);
  });
});
