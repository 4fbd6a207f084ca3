import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLANNING_CASES } from './planning-cases.js';
import type { SwarmProject } from './swarm-fixture.js';

/**
 * Four cases per tool (happy path, empty, pagination, error), written once and run against every
 * surface: in process, through `forge tool` and through the real MCP server. `call` answers the
 * tool's JSON, or the error envelope {ok:false, error}.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests walk answers of every tool's shape and assert on each field they reach.
export type Answer = Record<string, any>;
export type Call = (name: string, input: Record<string, unknown>) => Promise<Answer>;

export interface ToolCases {
  happy(call: Call, project: SwarmProject): Promise<void>;
  /** Runs against a project with no tasks, broadcasts or transcripts (or an input that finds nothing). */
  empty(call: Call, emptyCall: Call, project: SwarmProject): Promise<void>;
  page(call: Call, project: SwarmProject): Promise<void>;
  error(call: Call, project: SwarmProject): Promise<void>;
}

export function assertError(answer: Answer, code: string, mentions?: RegExp): void {
  assert.equal(answer.ok, false, JSON.stringify(answer).slice(0, 300));
  assert.equal(answer.error.code, code, answer.error.message);
  assert.equal(typeof answer.error.message, 'string');
  if (mentions) assert.match(answer.error.message, mentions);
}

function assertEmptyPage(answer: Answer, message: RegExp): void {
  assert.equal(answer.ok, true);
  assert.deepEqual(answer.items ?? answer.hits, []);
  assert.equal(answer.hasMore, false);
  assert.equal(answer.nextCursor, null);
  assert.match(answer.message, message);
}

/** Read tools first: the write tools change the project the others count. */
export const TOOL_CASES: Array<[string, ToolCases]> = [
  [
    'get_broadcasts',
    {
      async happy(call, p) {
        const page = await call('get_broadcasts', {});
        assert.deepEqual(
          page.items.map((item: Answer) => item.id),
          [p.broadcasts.breaking, p.broadcasts.billing, p.broadcasts.contract, p.broadcasts.long],
        );
        assert.deepEqual(Object.keys(page.items[0]).sort(), ['agent', 'created_at', 'id', 'kind', 'module', 'severity', 'summary']);
        assert.ok(page.items.every((item: Answer) => item.summary.length <= 200));
        assert.equal(page.items[0].summary, 'POST /cart/items: { sku: string; qty: number } => Cart');
        const critical = await call('get_broadcasts', { severity: ['critical'], module: 'checkout' });
        assert.deepEqual(
          critical.items.map((item: Answer) => item.id),
          [p.broadcasts.breaking],
        );
        assert.equal(critical.total, 1);
        // One value where a list is expected is the natural slip: it is taken as a list of one.
        assert.deepEqual(await call('get_broadcasts', { severity: 'critical', module: 'checkout' }), critical);
      },
      async empty(_call, emptyCall) {
        assertEmptyPage(await emptyCall('get_broadcasts', {}), /No broadcasts in _vibe-chain-output\/broadcasts\/ yet/);
      },
      async page(call, p) {
        const first = await call('get_broadcasts', { limit: 1 });
        assert.equal(first.total, 4);
        assert.equal(first.hasMore, true);
        assert.equal(first.nextCursor, p.broadcasts.breaking);
        const second = await call('get_broadcasts', { limit: 1, cursor: first.nextCursor });
        assert.deepEqual(
          second.items.map((item: Answer) => item.id),
          [p.broadcasts.billing],
        );
        assert.equal(second.cursor, first.nextCursor);
      },
      async error(call) {
        assertError(await call('get_broadcasts', { cursor: 'page-2' }), 'usage', /cursor/);
        const urgent = await call('get_broadcasts', { severity: ['urgent'] });
        assertError(
          urgent,
          'usage',
          /field "severity" is not accepted as tool input: expected a list, each one of "info", "warning", "critical" .*e\.g\. "severity": \["warning"/,
        );
        assert.doesNotMatch(urgent.error.message, /front matter/);
      },
    },
  ],
  [
    'get_broadcast',
    {
      async happy(call, p) {
        const answer = await call('get_broadcast', { id: p.broadcasts.contract });
        assert.equal(answer.broadcast.module, 'checkout/api');
        assert.deepEqual(answer.contracts, [{ interface: 'POST /cart/items', type: '{ sku: string } => Cart', module: 'checkout/api', breaking: false }]);
        assert.match(answer.body, /^INTERFACE: POST \/cart\/items/);
        assert.equal(answer.truncated, false);
      },
      async empty(_call, emptyCall, p) {
        assertError(await emptyCall('get_broadcast', { id: p.broadcasts.contract }), 'not_found', /get_broadcasts/);
      },
      async page(call, p) {
        const first = await call('get_broadcast', { id: p.broadcasts.long });
        assert.equal(first.truncated, true);
        assert.ok(Buffer.byteLength(JSON.stringify(first)) < 10_000);
        let body = first.body as string;
        let cursor = first.nextCursor as string | null;
        while (cursor !== null) {
          const next = await call('get_broadcast', { id: p.broadcasts.long, cursor });
          body += next.body;
          cursor = next.nextCursor;
        }
        assert.equal(body.length, first.body_chars);
      },
      async error(call) {
        assertError(await call('get_broadcast', { id: '../etc/passwd' }), 'usage', /id/);
      },
    },
  ],
  [
    'get_state',
    {
      async happy(call, p) {
        const state = await call('get_state', {});
        assert.equal(state.task.story_id, 'CHK-3');
        assert.deepEqual(state.task.blocked_by, ['CHK-4']);
        assert.deepEqual(state.siblings.items.map((s: Answer) => s.story_id).sort(), ['CHK-1', 'CHK-2', 'CHK-4']);
        assert.equal(state.broadcasts.items[0].id, p.broadcasts.breaking, 'critical first');
        assert.equal(state.counts.handed_off, 2);
        assert.equal(state.blocked, 1);
      },
      async empty(_call, emptyCall) {
        const state = await emptyCall('get_state', {});
        assert.equal(state.task, null);
        assert.match(state.message, /daemon has not run here/);
      },
      async page(call) {
        const state = await call('get_state', { story_id: 'CHK-1' });
        assert.equal(state.siblings.total, 3);
        assert.equal(state.broadcasts.items.length + state.broadcasts.older, 4, 'what is not shown is counted');
        assert.equal(state.broadcasts.critical, 1);
      },
      async error(call) {
        assertError(await call('get_state', { story_id: 'NOPE-1' }), 'not_found', /NOPE-1 is not tracked/);
      },
    },
  ],
  [
    'get_siblings',
    {
      async happy(call) {
        const page = await call('get_siblings', {});
        assert.equal(page.story_id, 'CHK-3');
        assert.equal(page.batch, 'checkout');
        const tax = page.items.find((s: Answer) => s.story_id === 'CHK-4');
        assert.deepEqual(tax, { story_id: 'CHK-4', module: 'checkout/tax', agent: 'furnace', state: 'submitted', description: 'Tax rules', relation: 'batch' });
      },
      async empty(call) {
        assertEmptyPage(await call('get_siblings', { story_id: 'BIL-1' }), /No other tracked task shares/);
      },
      async page(call) {
        const first = await call('get_siblings', { story_id: 'CHK-3', limit: 2 });
        assert.equal(first.total, 3);
        assert.equal(first.nextCursor, '2');
        const second = await call('get_siblings', { story_id: 'CHK-3', limit: 2, cursor: '2' });
        assert.equal(second.items.length, 1);
        assert.equal(second.hasMore, false);
      },
      async error(call) {
        assertError(await call('get_siblings', { cursor: 'next' }), 'usage', /cursor/);
      },
    },
  ],
  [
    'search_knowledge',
    {
      async happy(call) {
        const found = await call('search_knowledge', { query: 'retry backoff' });
        assert.equal(found.hits[0].exchange_id, '0001');
        assert.ok(found.hits[0].snippet.length <= 80);
      },
      async empty(_call, emptyCall) {
        assertEmptyPage(await emptyCall('search_knowledge', { query: 'payment' }), /nothing has been ingested yet/);
      },
      async page(call) {
        const first = await call('search_knowledge', { query: 'payment', limit: 1 });
        assert.equal(first.total, 2);
        assert.equal(first.nextCursor, '1');
        const second = await call('search_knowledge', { query: 'payment', limit: 1, cursor: '1' });
        assert.equal(second.hits.length, 1);
        assert.notEqual(second.hits[0].exchange_id, first.hits[0].exchange_id);
      },
      async error(call) {
        assertError(await call('search_knowledge', { query: '!!!' }), 'usage', /no words/);
      },
    },
  ],
  [
    'get_exchange',
    {
      async happy(call) {
        const answer = await call('get_exchange', { exchange_id: '0001' });
        assert.match(answer.content, /retry with backoff/);
        assert.equal(answer.truncated, false);
      },
      async empty(_call, emptyCall) {
        assertError(await emptyCall('get_exchange', { exchange_id: '0001' }), 'not_found', /forge kb search/);
      },
      async page(call) {
        const answer = await call('get_exchange', { exchange_id: '0002' });
        assert.equal(answer.truncated, true);
        assert.match(answer.message, /of \d+ bytes/);
        assert.ok(Buffer.byteLength(JSON.stringify(answer)) < 10_000);
      },
      async error(call) {
        assertError(await call('get_exchange', {}), 'usage', /exchange_id/);
      },
    },
  ],
  [
    'workers_available',
    {
      async happy(call) {
        const page = await call('workers_available', {});
        assert.equal(page.items[0].agent, 'furnace');
        assert.equal(page.items[0].status, 'idle');
        assert.equal(page.available, 1);
        assert.equal(page.items.find((w: Answer) => w.agent === 'anvil').current_task, 'CHK-3');
        assert.equal(page.items.find((w: Answer) => w.agent === 'furnace').queued, 2);
      },
      async empty(call) {
        assertEmptyPage(await call('workers_available', { task_type: 'quantum' }), /No worker with task type quantum/);
      },
      async page(call) {
        const first = await call('workers_available', { limit: 2 });
        assert.equal(first.total, 6);
        assert.equal(first.nextCursor, '2');
        const rest = await call('workers_available', { limit: 10, cursor: first.nextCursor });
        assert.equal(rest.items.length, 4);
      },
      async error(call) {
        assertError(
          await call('workers_available', { status: 'asleep' }),
          'usage',
          /field "status" is not accepted as tool input: expected a list, each one of "idle", "busy", "offline" .*e\.g\. "status": \["idle"\], got "asleep"/,
        );
      },
    },
  ],
  [
    'inspect_batch',
    {
      async happy(call) {
        const view = await call('inspect_batch', { batch: 'checkout' });
        assert.deepEqual(
          view.items.map((flag: Answer) => `${flag.code} ${flag.module}`),
          ['stale_consumer checkout/ui', 'conflicting_interface checkout/api'],
        );
        const ui = view.modules.items.find((m: Answer) => m.module === 'checkout/ui');
        assert.deepEqual(ui.consumed, ['POST /cart/items']);
        assert.deepEqual(ui.depends_on_modules, ['checkout/api']);
      },
      async empty(call) {
        assertEmptyPage(await call('inspect_batch', { batch: 'no-such-batch' }), /No tracked or finished task has batch "no-such-batch"/);
      },
      async page(call) {
        const first = await call('inspect_batch', { batch: 'checkout', limit: 1 });
        assert.equal(first.total, 2);
        assert.equal(first.nextCursor, '1');
        const second = await call('inspect_batch', { batch: 'checkout', limit: 1, cursor: '1' });
        assert.equal(second.items[0].code, 'conflicting_interface');
        assert.deepEqual(second.modules.items, [], 'modules come with the first page only');
      },
      async error(call) {
        assertError(await call('inspect_batch', { cursor: 'x' }), 'usage', /cursor/);
      },
    },
  ],
  [
    'broadcast_finding',
    {
      async happy(call) {
        const written = await call('broadcast_finding', {
          severity: 'warning',
          kind: 'props',
          module: 'checkout/cart',
          story_id: 'CHK-3',
          contracts: { interface: 'CartDrawer', type: '{ open: boolean }' },
        });
        assert.equal(written.summary, 'CartDrawer: { open: boolean }');
        assert.equal(written.escalates, false);
        const listed = await call('get_broadcasts', { module: 'checkout/cart' });
        assert.deepEqual(
          listed.items.map((item: Answer) => item.id),
          [written.id],
        );
        assert.equal(listed.items[0].agent, 'anvil', 'the agent the caller runs as');
      },
      async empty(call) {
        assertError(
          await call('broadcast_finding', { severity: 'info', kind: 'decision', module: 'checkout/cart', body: '   ' }),
          'bad_input',
          /both are empty/,
        );
      },
      async page(call) {
        const written = await call('broadcast_finding', {
          severity: 'critical',
          kind: 'schema',
          module: 'checkout/cart',
          contracts: [{ interface: 'Cart', type: `{ ${'field: string; '.repeat(100)}}` }],
        });
        assert.ok(written.summary.length <= 200, 'answers stay bounded: the summary of a long contract is cut');
        assert.equal(written.escalates, true);
      },
      async error(call) {
        assertError(await call('broadcast_finding', { kind: 'api', module: 'x', body: 'y' }), 'usage', /severity/);
        assertError(await call('broadcast_finding', { severity: 'info', kind: 'rumour', module: 'x', body: 'y' }), 'usage', /kind/);
      },
    },
  ],
  [
    'submit_handoff',
    {
      async happy(call, p) {
        const done = await call('submit_handoff', { story_id: 'CHK-3', status: 'completed', summary: 'Cart drawer done', files_changed: 'src/cart.tsx' });
        assert.deepEqual(done, { ok: true, story_id: 'CHK-3', agent: 'anvil', status: 'completed', file: '_vibe-chain-output/handoffs/CHK-3-pr-handoff.md' });
        // files_changed given as one path is written as a list of one.
        assert.match(readFileSync(join(p.root, done.file), 'utf8'), /^files_changed:\n\s*- src\/cart\.tsx$/m);
      },
      async empty(call) {
        assertError(await call('submit_handoff', { story_id: 'CHK-3', status: 'completed' }), 'conflict', /replace/);
      },
      async page(call) {
        const again = await call('submit_handoff', { story_id: 'CHK-3', status: 'failed', replace: true, body: 'x'.repeat(50_000) });
        assert.ok(Buffer.byteLength(JSON.stringify(again)) < 1_000, 'the answer names the file; it never echoes the body');
      },
      async error(call) {
        assertError(await call('submit_handoff', { story_id: 'CHK-4', status: 'done' }), 'usage', /status/);
      },
    },
  ],
  ...PLANNING_CASES,
];
