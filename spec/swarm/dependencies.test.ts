import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { computeDependencies, type DependencyNode } from '../../protocol/dependencies.js';
import type { TaskState } from '../../protocol/tracking.js';

function graph(spec: Record<string, [TaskState, string[]]>): Map<string, DependencyNode> {
  return new Map(Object.entries(spec).map(([id, [state, deps]]) => [id, { state, depends_on: deps, file: `_vibe-chain-output/worker-inbox/anvil/${id}.md` }]));
}

const summary = (facts: ReturnType<typeof computeDependencies>) =>
  Object.fromEntries(
    [...facts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, f]) => [id, { blocked_by: f.blocked_by, blocks: f.blocks, errors: f.errors.map((e) => e.code) }]),
  );

describe('dependency facts', () => {
  test('a chain blocks each task on its open predecessor only', () => {
    const facts = computeDependencies(graph({ A: ['handed_off', []], B: ['picked_up', ['A']], C: ['submitted', ['B']], D: ['submitted', ['C']] }), () => false);
    assert.deepEqual(summary(facts), {
      B: { blocked_by: [], blocks: ['C'], errors: [] },
      C: { blocked_by: ['B'], blocks: ['D'], errors: [] },
      D: { blocked_by: ['C'], blocks: [], errors: [] },
    });
  });

  test('a diamond waits for both sides, and a finished story in the ledger blocks nothing', () => {
    const facts = computeDependencies(
      graph({ top: ['submitted', ['left', 'right', 'gone']], left: ['submitted', ['base']], right: ['handed_off', ['base']], base: ['picked_up', []] }),
      (id) => id === 'gone',
    );
    assert.deepEqual(facts.get('top')!.blocked_by, ['left']);
    assert.deepEqual(facts.get('base')!.blocks, ['left']);
    assert.equal(facts.get('right'), undefined, 'a handed-off task is blocked by nothing');
  });

  test('a cycle is a diagnostic on every task in it, a self-dependency too, and a 10,000-long chain does not overflow', () => {
    const facts = computeDependencies(
      graph({ A: ['submitted', ['B']], B: ['submitted', ['C']], C: ['submitted', ['A']], S: ['submitted', ['S']], X: ['submitted', ['A']] }),
      () => false,
    );
    for (const id of ['A', 'B', 'C', 'S'])
      assert.deepEqual(
        facts.get(id)!.errors.map((e) => e.code),
        ['dependency_cycle'],
        id,
      );
    assert.equal(facts.get('A')!.errors[0]!.got, 'A -> B -> C -> A');
    assert.deepEqual(facts.get('X')!.errors, [], 'waiting on a cycle is not being in one');
    const chain: Record<string, [TaskState, string[]]> = {};
    for (let i = 0; i < 10_000; i += 1) chain[`N${i}`] = ['submitted', i === 0 ? ['N9999'] : [`N${i - 1}`]];
    const big = computeDependencies(graph(chain), () => false);
    assert.equal(big.get('N5000')!.errors[0]!.code, 'dependency_cycle');
    assert.match(big.get('N5000')!.errors[0]!.got!, /10000 stories/);
  });

  test('an unknown id is a diagnostic naming it, and blocks until it exists', () => {
    const facts = computeDependencies(graph({ A: ['submitted', ['TYPO-1']] }), () => false);
    assert.deepEqual(facts.get('A')!.blocked_by, ['TYPO-1']);
    assert.deepEqual(
      facts.get('A')!.errors.map((e) => [e.code, e.field, e.got]),
      [['unknown_dependency', 'depends_on', '"TYPO-1"']],
    );
  });
});
