import assert from 'node:assert/strict';
import { assertError, type ToolCases } from './tool-cases.js';

/**
 * The planning tools' four cases (happy, empty, pagination, error), run on every surface with
 * the other tools' cases. Over MCP one project serves every case in order, so the reads come
 * first and each write uses names of its own.
 */
export const PLANNING_CASES: Array<[string, ToolCases]> = [
  [
    'get_project_history',
    {
      async happy(call) {
        const page = await call('get_project_history', {});
        assert.equal(page.ok, true);
        assert.equal(page.total, 0);
      },
      async empty(_call, emptyCall) {
        const page = await emptyCall('get_project_history', {});
        assert.deepEqual(page.items, []);
        assert.match(page.message, /No plans in _vibe-chain\/plans\/ yet: create_project starts one/);
      },
      async page(call) {
        for (const project of ['hist-a', 'hist-b']) assert.equal((await call('create_project', { project, title: project, idea: 'x' })).ok, true);
        const first = await call('get_project_history', { limit: 1 });
        assert.equal(first.total, 2);
        assert.equal(first.hasMore, true);
        const second = await call('get_project_history', { limit: 1, cursor: first.nextCursor });
        assert.notEqual(second.items[0].project, first.items[0].project);
        assert.equal(second.items[0].phase, 'interview');
      },
      async error(call) {
        assertError(await call('get_project_history', { limit: 0 }), 'usage', /limit/);
      },
    },
  ],
  [
    'collect_knowledge',
    {
      async happy(call) {
        const kept = await call('collect_knowledge', { kind: 'pattern', title: 'Contracts first', body: 'Broadcast before building.', tags: 'swarm' });
        assert.deepEqual(kept, { ok: true, id: 'contracts-first', kind: 'pattern', file: '_vibe-chain/knowledge/patterns/contracts-first.md' });
      },
      async empty(_call, emptyCall) {
        assert.match((await emptyCall('get_patterns', { query: 'contracts' })).message, /No patterns matching "contracts"/);
      },
      async page(call) {
        await call('collect_knowledge', { kind: 'pattern', title: 'Shallow graphs', body: 'Parallel modules finish sooner.' });
        const first = await call('get_patterns', { limit: 1 });
        assert.equal(first.total, 2);
        assert.equal((await call('get_patterns', { limit: 1, cursor: first.nextCursor })).items.length, 1);
      },
      async error(call) {
        assertError(await call('collect_knowledge', { kind: 'rumour', title: 't', body: 'b' }), 'usage', /kind/);
        assertError(await call('collect_knowledge', { kind: 'pattern', title: 'Contracts first', body: 'again' }), 'conflict', /exists already/);
      },
    },
  ],
  [
    'create_project',
    {
      async happy(call) {
        const made = await call('create_project', { project: 'cases', title: 'Cases', idea: 'An idea.' });
        assert.deepEqual(made.files, ['_vibe-chain/plans/cases/project.md']);
        assert.deepEqual(made.status.next, ['start_interview', 'submit_vision']);
      },
      async empty(_call, emptyCall) {
        assertError(await emptyCall('start_interview', { project: 'cases' }), 'not_found', /create_project starts one/);
      },
      async page(call) {
        const start = await call('start_interview', { project: 'cases' });
        assert.equal(start.inputs[0].file, '_vibe-chain/plans/cases/project.md');
        assert.ok(Buffer.byteLength(JSON.stringify(start)) < 10_000);
      },
      async error(call) {
        assertError(await call('create_project', { project: 'Cases!', title: 'x', idea: 'y' }), 'usage', /project/);
        assertError(
          await call('submit_design', { project: 'cases', interfaces: [] }),
          'conflict',
          /interview\.md first \(the interview phase: call start_interview, then submit_vision\)/,
        );
      },
    },
  ],
];
