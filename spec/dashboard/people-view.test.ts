import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SupervisorEntry, WorkerEntry } from '../../protocol/tracking.js';
import { cardOf, workerWireOf } from '../../src/dashboard/cards.js';
import { attentionItems } from '../../src/dashboard/view/attention.js';
import type { BoardState } from '../../src/dashboard/view/board-state.js';
import { labPanel } from '../../src/dashboard/view/lab.js';
import { exitText, workerRows } from '../../src/dashboard/view/worker-rows.js';
import type { Card, LabWire } from '../../src/dashboard/wire.js';
import { at, entry, NOW } from '../parties/tracking-fixture.js';

const card = (id: string, state: Parameters<typeof entry>[1], overrides: Parameters<typeof entry>[2] = {}): Card => cardOf(id, entry(id, state, overrides));

function managed(supervisor: Partial<SupervisorEntry>, worker: Partial<WorkerEntry> = {}): WorkerEntry {
  return {
    status: 'idle',
    idle_since: at(-5000),
    current_task: null,
    last_seen_at: at(-1000),
    ...worker,
    supervisor: { state: 'running', pid: 42, restarts: 0, started_at: at(-60_000), last_exit: null, reason: null, ...supervisor },
  };
}

function board(cards: Card[], rejected: BoardState['rejected'] = new Map()): BoardState {
  return {
    boot: 'b',
    seq: 1,
    project: 'shop',
    clockOffset: 0,
    recent: [],
    workers: {},
    cards: new Map(cards.map((c) => [c.id, c])),
    rejected,
    extras: { tokens: {}, broadcasts: [], audit: {} },
  };
}

describe("a managed worker's row", () => {
  test('carries its supervisor state, restarts, last exit and why it needs a person, from the tracking entry', () => {
    const rows = workerRows(
      {
        anvil: workerWireOf(
          managed({
            state: 'failed',
            pid: null,
            restarts: 2,
            last_exit: { at: at(-3000), code: 3, signal: null },
            reason: 'crash loop: 3 exits within 60s; not restarting it',
          }),
        ),
        furnace: workerWireOf(managed({})),
        pixel: workerWireOf({ status: 'idle', idle_since: null, current_task: null, last_seen_at: null }),
      },
      new Map(),
      {},
    );
    assert.deepEqual(
      rows.map((row) => [row.name, row.managed, row.restarts, row.lastExit, row.needs]),
      [
        ['anvil', 'failed', 2, { at: NOW - 3000, code: 3, signal: null }, 'crash loop: 3 exits within 60s; not restarting it'],
        ['furnace', 'running', undefined, undefined, undefined],
        ['pixel', undefined, undefined, undefined, undefined],
      ],
    );
  });

  test('reads a last exit as its status, its signal, or unknown when tmux could not read it', () => {
    assert.equal(exitText({ at: NOW, code: 3, signal: null }), 'exit 3');
    assert.equal(exitText({ at: NOW, code: null, signal: 'SIGKILL' }), 'killed by SIGKILL');
    assert.equal(exitText({ at: NOW, code: null, signal: null }), 'exit (status unknown)');
  });
});

describe('needs attention', () => {
  test('lists failed and needs-input workers and timed-out and orphaned stories, each with a short line and its file on hover', () => {
    const state = board([
      card('S-1', 'orphaned', { agent: 'furnace' }),
      card('S-2', 'timed_out'),
      card('S-3', 'escalated'),
      card('S-4', 'picked_up'),
      card('S-5', 'orphaned', { orphaned_at: at(-1000) }),
    ]);
    const rows = workerRows(
      {
        anvil: workerWireOf(
          managed({
            state: 'failed',
            pid: null,
            restarts: 2,
            last_exit: { at: at(-3000), code: 3, signal: null },
            reason: 'crash loop: 3 exits within 60s; not restarting it',
          }),
        ),
        crucible: workerWireOf(managed({ state: 'needs_input', reason: 'permission_prompt: Claude needs your permission to use Bash\nmore' })),
        furnace: workerWireOf(managed({})),
      },
      state.cards,
      {},
    );
    const { items, total } = attentionItems(state, rows);
    assert.deepEqual(
      items.map((item) => [item.kind, item.agent, item.id]),
      [
        ['escalated', 'anvil', 'S-3'],
        ['failed', 'anvil', undefined],
        ['needs_input', 'crucible', undefined],
        ['timed_out', 'anvil', 'S-2'],
        ['orphaned', 'anvil', 'S-5'],
        ['orphaned', 'furnace', 'S-1'],
      ],
    );
    assert.equal(total, 6);
    const byKey = (kind: string, id?: string) => items.find((item) => item.kind === kind && item.id === id)!;
    assert.match(byKey('orphaned', 'S-1').text, /^furnace never picked it up before the orphan deadline: forge retry --story S-1 submits it again/);
    assert.equal(byKey('orphaned', 'S-1').hover, '_vibe-chain-output/worker-inbox/furnace/S-1.md');
    assert.match(
      byKey('timed_out', 'S-2').text,
      /^anvil picked it up but handed nothing off before the dev stage deadline: forge retry --story S-2 runs it again/,
    );
    assert.equal(byKey('timed_out', 'S-2').at, NOW - 120_000);
    assert.equal(byKey('failed').text, 'crash loop: 3 exits within 60s; not restarting it');
    assert.match(byKey('failed').hover!, /last exit 3\nforge workers restart anvil starts it again/);
    assert.equal(byKey('needs_input').text, 'permission_prompt: Claude needs your permission to use Bash', 'the first line only');
    assert.match(byKey('needs_input').hover!, /\nmore$/, 'the whole reason on hover');
  });

  test("tells a task file's warning from a handoff's refusal, and a warning never hides the story's orphaned item", () => {
    const misspelt = {
      code: 'misspelt_key',
      file: '_vibe-chain-output/worker-inbox/anvil/S-7.md',
      field: 'urgncy',
      expected: 'a known key: did you mean "urgency"?',
    } as const;
    const refused = { code: 'schema', file: '_vibe-chain-output/handoffs/S-8-pr-handoff.md', field: 'status', expected: 'one of done, blocked' } as const;
    const state = board([card('S-7', 'orphaned', { orphaned_at: at(-1000), errors: [misspelt] }), card('S-8', 'picked_up', { errors: [refused] })]);
    const { items } = attentionItems(state, []);
    assert.deepEqual(
      items.map((item) => [item.kind, item.id, item.hover]),
      [
        ['handoff', 'S-8', refused.file],
        ['orphaned', 'S-7', '_vibe-chain-output/worker-inbox/anvil/S-7.md'],
        ['warning', 'S-7', misspelt.file],
      ],
    );
    assert.match(items[2]!.text, /urgncy.*urgency/);
  });

  test('gives a stalled worker its heartbeat file on hover, and every item a short line', () => {
    const state = board(
      [card('S-9', 'picked_up', { stalled: true, last_activity_at: at(-700_000) })],
      new Map([['x/bad name.md', [{ code: 'bad_story_id', file: 'x/bad name.md', field: null, expected: 'a story id' }]]]),
    );
    const rows = workerRows({ anvil: { status: 'busy', current: 'S-9' } }, state.cards, {});
    const { items } = attentionItems(state, rows);
    assert.deepEqual(
      items.map((item) => [item.kind, item.hover]),
      [
        ['rejected', 'x/bad name.md'],
        ['stalled', '_vibe-chain-output/worker-inbox/anvil/.heartbeat'],
      ],
    );
    assert.equal(items[1]!.text, 'no sign of life from anvil while it holds S-9');
    const long = workerRows({ anvil: workerWireOf(managed({ state: 'needs_input', reason: 'x'.repeat(500) })) }, new Map(), {});
    assert.equal(attentionItems(board([]), long).items[0]!.text.length, 120, 'a long reason is cut to one short line');
  });
});

describe('the lab panel', () => {
  const story = (task: string, status: string, checked?: number) => ({ task, labStory: `LAB-${task}`, status, ...(checked === undefined ? {} : { checked }) });

  test('is not shown while the project has no link to lab', () => {
    assert.equal(labPanel(undefined, NOW), null);
    assert.equal(labPanel({ relay: null, stories: [], total: 0 }, NOW), null);
    assert.notEqual(
      labPanel({ relay: null, stories: [], total: 0, problem: '.forge/lab-stories.json is not valid JSON' }, NOW),
      null,
      'a broken file is shown',
    );
  });

  test("says the relay's state in a line a person reads, and lists each forge task with its lab story and status", () => {
    const lab = (relay: LabWire['relay']): LabWire => ({ relay, stories: [story('S-1', 'in_review', NOW - 5000), story('S-2', 'submitted')], total: 52 });
    const open = labPanel(lab({ state: 'open', since: Date.parse('2026-04-01T11:00:00Z'), lastEvent: NOW - 7000 }), NOW)!;
    assert.deepEqual(open.relay, { state: 'open', text: 'connected since 2026-04-01T11:00:00Z · last event 7s ago' });
    assert.deepEqual(
      open.stories.map((s) => [s.task, s.labStory, s.status, s.checked]),
      [
        ['S-1', 'LAB-S-1', 'in_review', NOW - 5000],
        ['S-2', 'LAB-S-2', 'submitted', undefined],
      ],
    );
    assert.equal(open.more, 50);
    assert.equal(
      labPanel(lab({ state: 'waiting', reason: 'ECONNREFUSED', nextAttempt: NOW + 4000 }), NOW)!.relay!.text,
      'reconnecting after: ECONNREFUSED · next try in 4s',
    );
    assert.match(
      labPanel(lab({ state: 'refused', reason: 'the relay refused VIBE_LAB_FORGE_TOKEN: token revoked' }), NOW)!.relay!.text,
      /token revoked; not retrying/,
    );
    assert.equal(labPanel(lab(null), NOW)!.relay, null);
  });
});
