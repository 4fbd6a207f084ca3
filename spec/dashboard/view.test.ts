import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cardOf } from '../../src/dashboard/cards.js';
import { attentionItems } from '../../src/dashboard/view/attention.js';
import type { BoardState } from '../../src/dashboard/view/board-state.js';
import { orderBroadcasts } from '../../src/dashboard/view/broadcast-order.js';
import { columnOf, groupColumns, stateLabel } from '../../src/dashboard/view/columns.js';
import { countdownOf } from '../../src/dashboard/view/countdown.js';
import { formatAgo, formatDuration, formatRemaining, formatTokens } from '../../src/dashboard/view/format.js';
import { planPanel } from '../../src/dashboard/view/plans.js';
import { reconnectDelay } from '../../src/dashboard/view/reconnect.js';
import { fittingWindow, timelineRows } from '../../src/dashboard/view/timeline.js';
import { scrollToShow, visibleRange } from '../../src/dashboard/view/virtual.js';
import { workerRows } from '../../src/dashboard/view/worker-rows.js';
import type { Card, PlansWire } from '../../src/dashboard/wire.js';
import { at, entry, NOW } from '../parties/tracking-fixture.js';

const card = (id: string, state: Parameters<typeof entry>[1], overrides: Parameters<typeof entry>[2] = {}): Card => cardOf(id, entry(id, state, overrides));

describe('countdowns', () => {
  // A picked-up story of the fixture: picked up 300 s before NOW, stage deadline 60 s after: a 360 s window.
  const running = card('S-1', 'picked_up');

  test('stay calm with more than a fifth of the window left, turn amber under it and red once passed', () => {
    assert.equal(countdownOf(running, NOW - 100_000)?.level, 'ok');
    assert.equal(countdownOf(running, NOW + 60_000 - 72_001)?.level, 'ok');
    assert.equal(countdownOf(running, NOW + 60_000 - 71_999)?.level, 'soon');
    assert.equal(countdownOf(running, NOW + 60_000)?.level, 'late');
    assert.equal(countdownOf(running, NOW + 61_000)?.remaining, -1000);
  });

  test('count to the orphan deadline while submitted and to the stage deadline while picked up', () => {
    assert.equal(countdownOf(card('S-2', 'submitted'), NOW)?.kind, 'orphan');
    assert.equal(countdownOf(running, NOW)?.kind, 'stage');
    assert.equal(countdownOf(card('S-3', 'handed_off'), NOW), null);
  });

  test('read as time left or time over', () => {
    assert.equal(formatRemaining(245_000), '4m 05s left');
    assert.equal(formatRemaining(-12_000), '12s over');
    assert.equal(formatDuration(2 * 3600_000 + 600_000), '2h 10m');
    assert.equal(formatDuration(3 * 86_400_000 + 4 * 3600_000), '3d 4h');
    assert.equal(formatAgo(NOW, NOW - 65_000), '1m 05s ago');
    assert.equal(formatAgo(NOW, NOW + 300), '0s ago', 'a moment the clocks put just ahead is not "-0s ago"');
    assert.equal(formatTokens(85_400), '85k');
    assert.equal(formatTokens(1_250_000), '1.3M');
  });
});

describe('the board columns', () => {
  test('put a story in the column of its state, a blocked handoff under Blocked, and a confirmed one nowhere', () => {
    assert.equal(columnOf(card('S-1', 'timed_out')), 'timed_out');
    assert.equal(columnOf(card('S-2', 'handed_off', { handoff: { kind: 'pr', file: 'h', status: 'blocked', created_at: null } })), 'blocked');
    assert.equal(columnOf(card('S-3', 'confirmed')), null);
    assert.equal(columnOf(card('S-4', 'submitted', { blocked_by: ['S-1'] })), 'blocked');
  });

  test('show running stories nearest deadline first and the others newest first', () => {
    const groups = groupColumns([
      card('late', 'submitted', { deadline_at: at(90_000) }),
      card('soon', 'submitted', { deadline_at: at(10_000) }),
      card('old', 'orphaned', { orphaned_at: at(-500_000) }),
      card('new', 'orphaned', { orphaned_at: at(-1000) }),
    ]);
    assert.deepEqual(
      groups.submitted.map((c) => c.id),
      ['soon', 'late'],
    );
    assert.deepEqual(
      groups.orphaned.map((c) => c.id),
      ['new', 'old'],
    );
    assert.deepEqual(groups.blocked, []);
  });

  test('draw only the cards in view of a long column, plus a few either side', () => {
    assert.deepEqual(visibleRange(0, 400, 78, 10_000), { start: 0, end: 11 });
    assert.deepEqual(visibleRange(78 * 5000, 400, 78, 10_000), { start: 4996, end: 5011 });
    assert.deepEqual(visibleRange(0, 400, 78, 3), { start: 0, end: 3 });
    assert.equal(scrollToShow(20, 0, 400, 78), 21 * 78 - 400);
    assert.equal(scrollToShow(2, 780, 400, 78), 156);
    assert.equal(scrollToShow(11, 780, 400, 78), 780);
  });
});

describe('the workers panel', () => {
  test('tells stalled from busy, degraded from idle, and when each entered its status', () => {
    const cards = new Map<string, Card>([
      ['S-1', card('S-1', 'picked_up', { stalled: true, last_activity_at: at(-700_000) })],
      ['S-2', card('S-2', 'picked_up', { agent: 'furnace' })],
      ['S-3', card('S-3', 'orphaned', { agent: 'crucible' })],
    ]);
    const rows = workerRows(
      {
        anvil: { status: 'busy', current: 'S-1' },
        furnace: { status: 'busy', current: 'S-2' },
        crucible: { status: 'idle', idleSince: NOW - 5000 },
        pixel: { status: 'offline', lastSeen: NOW - 9000 },
      },
      cards,
      { anvil: 120_000 },
    );
    assert.deepEqual(
      rows.map((row) => [row.name, row.status, row.since]),
      [
        ['anvil', 'stalled', NOW - 700_000],
        ['crucible', 'degraded', NOW - 5000],
        ['furnace', 'busy', NOW - 300_000],
        ['pixel', 'offline', NOW - 9000],
      ],
    );
    assert.equal(rows[0]!.tokens, 120_000);
    assert.equal(rows[1]!.failed, 1);
  });

  test('an offline worker stays offline whatever its stories: degraded is only ever an idle worker', () => {
    const cards = new Map<string, Card>([['S-3', card('S-3', 'orphaned', { agent: 'crucible' })]]);
    const rows = workerRows({ crucible: { status: 'offline' } }, cards, {});
    assert.deepEqual(
      rows.map((row) => [row.name, row.status, row.lastSeen, row.failed]),
      [['crucible', 'offline', undefined, 1]],
    );
  });
});

describe('the timeline', () => {
  test("draws each story of the window as a bar from pickup to handoff with its marks, on its worker's row", () => {
    const rows = timelineRows(
      [
        card('S-1', 'handed_off'),
        card('S-2', 'timed_out', { agent: 'furnace' }),
        card('S-3', 'orphaned'),
        card('S-4', 'handed_off', { submitted_at: at(-9e6), picked_up_at: at(-8e6), completed_at: at(-7e6) }),
      ],
      [card('S-5', 'confirmed')],
      ['anvil', 'furnace', 'pixel'],
      NOW,
      3600_000,
    );
    const byAgent = Object.fromEntries(rows.map((row) => [row.agent, row.bars]));
    assert.deepEqual(Object.keys(byAgent), ['anvil', 'furnace', 'pixel']);
    const s1 = byAgent.anvil!.find((bar) => bar.id === 'S-1')!;
    assert.deepEqual(s1.worked, { start: NOW - 300_000, end: NOW - 60_000, open: false });
    assert.deepEqual(byAgent.furnace![0]!.marks, [{ kind: 'timed_out', at: NOW - 120_000 }]);
    assert.equal(byAgent.anvil!.find((bar) => bar.id === 'S-3')!.worked, undefined);
    assert.equal(
      byAgent.anvil!.some((bar) => bar.id === 'S-4'),
      false,
      'older than the window',
    );
    assert.equal(
      byAgent.anvil!.some((bar) => bar.id === 'S-5'),
      true,
      'a recently confirmed story stays',
    );
    assert.deepEqual(byAgent.pixel, []);
  });
});

describe('what a card and the story detail say', () => {
  test("a card carries the task's title when it has one, and nothing in its place when not", () => {
    assert.equal(card('S-1', 'submitted', { title: 'Fix the login form' }).title, 'Fix the login form');
    assert.equal('title' in card('S-2', 'submitted'), false);
  });

  test('a handoff that says blocked reads "blocked", as its column does; other states read as their name', () => {
    const blocked = card('S-1', 'handed_off', { handoff: { kind: 'pr', file: 'h.md', status: 'blocked', created_at: at(-1000) } });
    assert.equal(columnOf(blocked), 'blocked');
    assert.equal(stateLabel(blocked), 'blocked');
    assert.equal(stateLabel(card('S-2', 'handed_off', { handoff: { kind: 'pr', file: 'h.md', status: 'completed', created_at: at(-1000) } })), 'handed off');
    assert.equal(stateLabel(card('S-3', 'timed_out')), 'timed out');
    assert.equal(stateLabel(card('S-4', 'submitted', { blocked_by: ['S-1'] })), 'blocked');
  });
});

describe("the timeline's first window", () => {
  const WINDOWS = [15 * 60_000, 3600_000, 3 * 3600_000, 12 * 3600_000];

  test('is the shortest that shows where every story on screen starts', () => {
    // The fixture's stories were submitted 10 minutes before NOW: 15 minutes hold them with room to spare.
    assert.equal(fittingWindow([card('S-1', 'picked_up'), card('S-2', 'submitted')], [], NOW, WINDOWS), 15 * 60_000);
    const older = card('S-3', 'handed_off', { submitted_at: at(-50 * 60_000), picked_up_at: at(-40 * 60_000), completed_at: at(-30 * 60_000) });
    assert.equal(fittingWindow([card('S-1', 'picked_up'), older], [], NOW, WINDOWS), 3600_000);
    const confirmed = card('S-4', 'confirmed', { submitted_at: at(-2 * 3600_000), picked_up_at: at(-100 * 60_000), completed_at: at(-90 * 60_000) });
    assert.equal(fittingWindow([], [confirmed], NOW, WINDOWS), 3 * 3600_000);
  });

  test('is the shortest with nothing to show, and the longest when even it cannot hold everything', () => {
    assert.equal(fittingWindow([], [], NOW, WINDOWS), 15 * 60_000);
    const long = card('S-5', 'picked_up', { submitted_at: at(-13 * 3600_000), picked_up_at: at(-11.5 * 3600_000) });
    assert.equal(fittingWindow([long], [], NOW, WINDOWS), 12 * 3600_000);
  });
});

describe('the attention panel', () => {
  test('lists escalations with their audit lines first, then invalid files, untracked files, rejected handoffs and stalled workers', () => {
    const diagnostic = {
      code: 'schema' as const,
      file: '_vibe-chain-output/handoffs/S-3-pr-handoff.md',
      field: 'status',
      expected: 'completed, failed or blocked',
      got: '"done"',
    };
    const state: BoardState = {
      boot: 'b',
      seq: 1,
      project: 'demo',
      clockOffset: 0,
      recent: [],
      workers: {},
      cards: new Map([
        ['S-1', card('S-1', 'invalid')],
        ['S-2', card('S-2', 'escalated')],
        ['S-3', card('S-3', 'picked_up', { errors: [diagnostic] })],
        ['S-4', card('S-4', 'submitted')],
      ]),
      rejected: new Map([['x/bad name.md', [{ code: 'bad_story_id', file: 'x/bad name.md', field: null, expected: 'a story id' }]]]),
      extras: { tokens: {}, broadcasts: [], audit: { 'S-2': ['BLOCK rm -rf /'] } },
    };
    const { items, total } = attentionItems(state, [{ name: 'anvil', status: 'stalled', current: 'S-9', failed: 0 }]);
    assert.deepEqual(
      items.map((item) => [item.kind, item.id ?? item.file]),
      [
        ['escalated', 'S-2'],
        ['invalid', 'S-1'],
        ['rejected', 'x/bad name.md'],
        ['handoff', 'S-3'],
        ['stalled', 'S-9'],
      ],
    );
    assert.deepEqual(items[0]!.lines, ['BLOCK rm -rf /']);
    assert.equal(items[1]!.diagnostics[0]!.field, 'task_type');
    assert.equal(total, 5);
  });
});

describe('the attention panel never leaves a stopped story unsaid', () => {
  const unserved = {
    code: 'unserved_review' as const,
    file: '_vibe-chain-output/worker-inbox/anvil/M-1.md',
    field: 'review_chain',
    expected: 'reviews a roster worker takes; none takes code_review',
    got: '["code_review"]',
  };
  const base = (cards: Array<[string, ReturnType<typeof card>]>, recent: ReturnType<typeof card>[]): BoardState => ({
    boot: 'b',
    seq: 1,
    project: 'demo',
    clockOffset: 0,
    recent,
    workers: {},
    cards: new Map(cards),
    rejected: new Map(),
    extras: { tokens: {}, broadcasts: [], audit: {} },
  });

  test('a handed-off story waiting for a review no worker takes, and a story closed as failed that left the board, each say what to do', () => {
    const failed = {
      ...card('T-1', 'confirmed', { timed_out_at: at(-60_000), confirmed_at: at(-30_000) }),
      handoff: { kind: 'error' as const, status: 'failed' },
    };
    const done = { ...card('D-1', 'confirmed', { confirmed_at: at(-20_000) }), handoff: { kind: 'pr' as const, status: 'completed' } };
    const blocked = { ...card('B-1', 'confirmed', { confirmed_at: at(-10_000) }), handoff: { kind: 'pr' as const, status: 'blocked' } };
    const state = base([['M-1', card('M-1', 'handed_off', { errors: [unserved] })]], [failed, done, blocked]);
    const { items, total } = attentionItems(state, []);
    assert.deepEqual(
      items.map((item) => [item.kind, item.id]),
      [
        ['unserved', 'M-1'],
        ['failed_story', 'B-1'],
        ['failed_story', 'T-1'],
      ],
    );
    assert.equal(total, 3);
    assert.match(items[0]!.text, /forge confirm --story M-1/);
    assert.equal(items[0]!.diagnostics[0]!.code, 'unserved_review');
    assert.match(items[2]!.text, /before the dev stage deadline, and the story was closed as failed: read _vibe-chain-output\/handoffs\/T-1-error-handoff\.md/);
    assert.match(items[1]!.text, /handed it off as blocked/);
  });

  test('timed-out, orphaned and escalated stories carry the command that moves them on', () => {
    const state = base(
      [
        ['T-2', card('T-2', 'timed_out', { timed_out_at: at(-1000) })],
        ['O-2', card('O-2', 'orphaned', { orphaned_at: at(-1000) })],
        ['E-2', card('E-2', 'escalated', { escalated_at: at(-1000) })],
      ],
      [],
    );
    const text = new Map(attentionItems(state, []).items.map((item) => [item.id, item.text]));
    assert.match(text.get('T-2')!, /forge retry --story T-2 runs it again/);
    assert.match(text.get('O-2')!, /forge retry --story O-2 submits it again/);
    assert.match(text.get('E-2')!, /remove _vibe-chain-output\/worker-inbox\/anvil\/E-2\.escalation/);
  });
});

describe('the broadcasts feed and reconnection', () => {
  test('orders broadcasts critical first, then newest', () => {
    const b = (file: string, severity: 'info' | 'warning' | 'critical', created: number) => ({ file, severity, created, summary: '' });
    assert.deepEqual(
      orderBroadcasts([b('a', 'info', 3), b('b', 'critical', 1), b('c', 'info', 5), b('d', 'warning', 2)]).map((item) => item.file),
      ['b', 'd', 'c', 'a'],
    );
  });

  test('waits longer after each failed reconnect, within bounds, with jitter', () => {
    assert.equal(reconnectDelay(1, 0.5), 500);
    assert.equal(reconnectDelay(3, 0.5), 2000);
    assert.equal(reconnectDelay(30, 0.5), 15_000);
    assert.equal(reconnectDelay(30, 1), 18_750);
    assert.equal(reconnectDelay(1, 0), 375);
  });
});

describe('the plan panel', () => {
  const module = (id: string, story: string | null, done = false) => ({
    id,
    title: `The ${id}`,
    task_type: 'backend',
    depends_on: [],
    story_id: story,
    agent: story === null ? null : 'furnace',
    round: story === null ? null : 1,
    state: null,
    done,
  });
  const plans: PlansWire = {
    total: 3,
    items: [
      {
        project: 'shop',
        title: 'A small shop',
        created_at: at(0),
        phase: 'implementation',
        round: 2,
        verdict: { verdict: 'fail', round: 1 },
        next: ['submit_implementation'],
        artifacts: [{ artifact: 'plan', file: '_vibe-chain/plans/shop/plan.md', state: 'current' }],
        modules: { total: 4, done: 1, items: [module('db', 'shop.db', true), module('api', 'shop.api.r2'), module('ui', 'shop.ui'), module('docs', null)] },
      },
    ],
  };

  test("is absent without plans, and reads each module's state from its card, so it moves with the board", () => {
    assert.equal(planPanel(undefined, new Map()), null);
    assert.equal(planPanel({ total: 0, items: [] }, new Map()), null);
    const panel = planPanel(plans, new Map([['shop.api.r2', card('shop.api.r2', 'picked_up')]]))!;
    assert.equal(panel.more, 2);
    const [plan] = panel.items;
    assert.equal(plan!.line, 'round 2 · verdict of round 1: fail · next: submit_implementation');
    assert.deepEqual(
      plan!.modules.map((m) => `${m.id}:${m.status}:${m.tone}`),
      ['db:done:done', 'api:picked up:picked_up', 'ui:not tracked:waiting', 'docs:not dispatched:waiting'],
    );
  });
});
