import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Config } from '../../protocol/config.js';
import { unservedReviewWarning } from '../../protocol/review-chain.js';
import { formatCursor, parseCursor, rankOf, STATUS_BYTE_BUDGET, StatusView, statusView } from '../../protocol/status-view.js';
import type { TaskEntry } from '../../protocol/tracking.js';
import { at, entry, tracking } from '../parties/tracking-fixture.js';

function walkPages(tasks: Record<string, TaskEntry>, query: { limit?: number; budget?: number } = {}): { ids: string[]; pages: number } {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const view = statusView(tracking(tasks), { ...query, cursor });
    ids.push(...view.items.map((item) => item.story_id));
    cursor = view.nextCursor;
    pages += 1;
    assert.equal(view.hasMore, cursor !== null);
  } while (cursor !== null && pages < 1000);
  return { ids, pages };
}

describe('the status view', () => {
  test('puts invalid stories and malformed handoffs first, then escalated, timed out, orphaned and stalled ones, then the nearest deadlines, then handed off', () => {
    const tasks = {
      handed: entry('handed', 'handed_off'),
      'sub-late': entry('sub-late', 'submitted', { deadline_at: at(90_000) }),
      'sub-soon': entry('sub-soon', 'submitted', { deadline_at: at(10_000) }),
      work: entry('work', 'picked_up', { deadline_at: at(30_000) }),
      stalled: entry('stalled', 'picked_up', { stalled: true, last_activity_at: at(-700_000) }),
      orphan: entry('orphan', 'orphaned'),
      timeout: entry('timeout', 'timed_out'),
      escalated: entry('escalated', 'escalated'),
      invalid: entry('invalid', 'invalid'),
      'bad-handoff': entry('bad-handoff', 'picked_up', {
        errors: [{ code: 'schema', file: 'h', field: 'status', expected: 'completed, failed or blocked', got: '"done"' }],
      }),
    };
    const view = statusView(tracking(tasks), {});
    assert.deepEqual(
      view.items.map((item) => item.story_id),
      ['invalid', 'bad-handoff', 'escalated', 'timeout', 'orphan', 'stalled', 'sub-soon', 'work', 'sub-late', 'handed'],
    );
    assert.equal(view.total, 10);
    assert.equal(view.counts.picked_up, 3);
    assert.equal(view.counts.confirmed, 0);
    assert.equal(view.hasMore, false);
    assert.equal(view.nextCursor, null);
    assert.equal(view.message, undefined);
    assert.match(view.items[0]!.problem!, /^task_type: expected a lower-case task type word, got "Frontend"$/);
    assert.equal(view.items.find((item) => item.story_id === 'orphan')!.since, at(-120_000));
    StatusView.parse(view);
  });

  test('filters by state and agent; counts follow the agent filter only', () => {
    const tasks = {
      a: entry('a', 'submitted'),
      b: entry('b', 'picked_up', { agent: 'pixel' }),
      c: entry('c', 'picked_up'),
      d: entry('d', 'invalid'),
    };
    const view = statusView(tracking(tasks), { states: ['picked_up', 'invalid'], agent: 'anvil' });
    assert.deepEqual(
      view.items.map((item) => item.story_id),
      ['d', 'c'],
    );
    assert.equal(view.total, 2);
    assert.deepEqual(view.counts, { submitted: 1, picked_up: 1, handed_off: 0, orphaned: 0, timed_out: 0, escalated: 0, invalid: 1, confirmed: 0 });
    assert.deepEqual(view.filters, { states: ['picked_up', 'invalid'], agent: 'anvil' });
  });

  test('pages through every story exactly once, in rank order, with limit and cursor', () => {
    const tasks = Object.fromEntries(
      Array.from({ length: 95 }, (_, i) => [
        `S-${i}`,
        entry(`S-${i}`, (['submitted', 'picked_up', 'orphaned', 'invalid', 'handed_off'] as const)[i % 5]!, { deadline_at: at(((i * 7919) % 1000) * 1000) }),
      ]),
    );
    const all = statusView(tracking(tasks), { limit: 200, budget: Number.MAX_SAFE_INTEGER }).items.map((item) => item.story_id);
    const { ids, pages } = walkPages(tasks, { limit: 10 });
    assert.equal(pages, 10);
    assert.deepEqual(ids, all);
    assert.equal(new Set(ids).size, 95);
  });

  test('a cursor keeps its place when stories before it finish between pages', () => {
    const tasks: Record<string, TaskEntry> = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`S-${i}`, entry(`S-${i}`, 'submitted', { deadline_at: at(i * 1000) })]),
    );
    const first = statusView(tracking(tasks), { limit: 3 });
    assert.deepEqual(
      first.items.map((item) => item.story_id),
      ['S-0', 'S-1', 'S-2'],
    );
    delete tasks['S-0'];
    delete tasks['S-1'];
    const second = statusView(tracking(tasks), { limit: 3, cursor: first.nextCursor });
    assert.deepEqual(
      second.items.map((item) => item.story_id),
      ['S-3', 'S-4', 'S-5'],
    );
    assert.equal(second.hasMore, false);
  });

  test('stays under the byte budget by cutting the page short, and the cursor continues where it was cut', () => {
    const longError = { code: 'schema' as const, file: 'f', field: 'x', expected: 'y'.repeat(500), got: null };
    const tasks = Object.fromEntries(
      Array.from({ length: 150 }, (_, i) => [`L-${String(i).padStart(3, '0')}`, entry(`L-${i}`, 'invalid', { errors: [longError, longError] })]),
    );
    const view = statusView(tracking(tasks), { limit: 200 });
    assert.ok(Buffer.byteLength(JSON.stringify(view)) <= STATUS_BYTE_BUDGET, `${Buffer.byteLength(JSON.stringify(view))} bytes`);
    assert.equal(view.truncated, true);
    assert.ok(view.items.length > 5 && view.items.length < 150);
    assert.match(view.items[0]!.problem!, /\.\.\. \(\+1 more\)$/);
    const { ids } = walkPages(tasks, { limit: 200 });
    assert.equal(ids.length, 150);
    assert.equal(new Set(ids).size, 150);
  });

  test('the default answer for 5,000 stories is under 10 KB and says how many there are', () => {
    const tasks = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`B-${i}`, entry(`B-${i}`, i % 3 ? 'submitted' : 'picked_up')]));
    const view = statusView(tracking(tasks), {});
    assert.ok(Buffer.byteLength(JSON.stringify(view)) < 10_000);
    assert.equal(view.items.length, 20);
    assert.equal(view.total, 5000);
    assert.equal(view.hasMore, true);
  });

  test('explains an empty answer: no tracking file, nothing tracked, a filter that matches nothing, the end of the pages', () => {
    assert.match(statusView(null, {}).message!, /No _vibe-chain-output\/worker-inbox\/\.tracking\.json .* "forge start"/);
    assert.match(statusView(tracking({}), {}).message!, /No tasks tracked .* "forge submit"/);
    assert.match(
      statusView(tracking({ a: entry('a', 'submitted') }), { states: ['escalated'], agent: 'anvil' }).message!,
      /No task with state escalated and agent anvil among 1 tracked/,
    );
    const last = formatCursor(rankOf('a', entry('a', 'submitted')));
    assert.match(statusView(tracking({ a: entry('a', 'submitted') }), { cursor: last }).message!, /No more tasks after this cursor/);
  });

  test('lists a few rejected files on the first page only, and the workers', () => {
    const rejected = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [
        `_vibe-chain-output/worker-inbox/anvil/bad ${i}.md`,
        { errors: [{ code: 'bad_story_id' as const, file: `bad ${i}.md`, field: null, expected: 'a story id', got: null }] },
      ]),
    );
    const workers = {
      anvil: { status: 'busy' as const, idle_since: null, current_task: 'a', last_seen_at: at(0) },
      pixel: { status: 'idle' as const, idle_since: at(0), current_task: null, last_seen_at: at(0) },
    };
    const file = tracking({ a: entry('a', 'picked_up'), b: entry('b', 'submitted') }, { rejected, workers });
    const first = statusView(file, { limit: 1 });
    assert.equal(first.rejected.total, 8);
    assert.equal(first.rejected.items.length, 5);
    assert.match(first.rejected.items[0]!.problem, /not a valid story id/);
    assert.deepEqual(first.workers, { anvil: { status: 'busy', current_task: 'a' }, pixel: { status: 'idle', current_task: null } });
    const second = statusView(file, { limit: 1, cursor: first.nextCursor });
    assert.equal(second.rejected.items.length, 0);
    assert.deepEqual(Object.keys(statusView(file, { agent: 'pixel' }).workers), ['pixel']);
  });

  test('a story handed off whose review chain needs a review no roster worker takes names that, and the way out, as its problem', () => {
    // Two workers and no reviewer: the new user's roster.
    const config = Config.parse({ workers: { anvil: { task_types: ['frontend'] }, furnace: { task_types: ['backend'] } } });
    const warning = unservedReviewWarning(config, '_vibe-chain-output/worker-inbox/anvil/APP-7.md', {
      story_id: 'APP-7',
      review_chain: ['code_review'],
    });
    assert.ok(warning, 'that roster takes no code_review');
    const file = tracking({ 'APP-7': entry('APP-7', 'handed_off', { errors: [warning] }) });
    const [item] = statusView(file, {}).items;
    assert.match(item!.problem ?? '', /code_review/);
    assert.match(item!.problem ?? '', /forge confirm --story APP-7/);
  });

  test('reads back the cursors it writes and refuses anything else', () => {
    const key = { group: 5, time: 1_775_044_800_000, id: 'A.b_c-1' };
    assert.deepEqual(parseCursor(formatCursor(key)), key);
    for (const bad of ['', 'x', '5:abc:A', '5:1:', '5:1:a/b', '12:1:A', '5:1:..']) assert.equal(parseCursor(bad), null, bad);
  });
});
