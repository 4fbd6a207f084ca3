import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ErrorHandoff, EscalationHandoff, HANDOFF_SCHEMAS, PrHandoff } from '../../protocol/handoff.js';

const PR = { story_id: 'WEB-1', agent: 'anvil', status: 'completed', created_at: '2026-04-01T12:00:00Z' };
const ERROR = { story_id: 'WEB-1', status: 'failed', reason: 'worker_timeout', created_at: '2026-04-01T12:00:00Z' };
const ESCALATION = {
  story_id: 'WEB-1',
  agent: 'anvil',
  status: 'escalated',
  reason: 'rm -rf outside the worktree',
  violations: 3,
  created_at: '2026-04-01T12:00:00Z',
};

function pathsOf(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } } }, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));
}

describe('handoff front matter', () => {
  test('each kind accepts its required fields and keeps unknown ones', () => {
    assert.deepEqual(PrHandoff.parse({ ...PR, reviewer_notes: 'x' }), { ...PR, reviewer_notes: 'x' });
    assert.deepEqual(ErrorHandoff.parse({ ...ERROR, agent: 'anvil' }), { ...ERROR, agent: 'anvil' });
    assert.deepEqual(EscalationHandoff.parse(ESCALATION), ESCALATION);
    assert.deepEqual(Object.keys(HANDOFF_SCHEMAS), ['pr', 'error', 'escalation']);
  });

  test('a pr-handoff takes every optional field of the contract', () => {
    const full = {
      ...PR,
      branch: 'feat/x',
      pr_url: 'https://git.example/1',
      summary: 'Done',
      files_changed: ['a.ts'],
      module: 'cart',
      tests: { passed: 4, failed: 1 },
      ipc_protocol: 'ipc-v1',
    };
    assert.deepEqual(PrHandoff.parse(full), full);
  });

  test('each kind refuses a missing required field, naming it', () => {
    for (const [schema, valid] of [
      [PrHandoff, PR],
      [ErrorHandoff, ERROR],
      [EscalationHandoff, ESCALATION],
    ] as const) {
      for (const field of Object.keys(valid)) {
        const { [field]: _dropped, ...rest } = valid as Record<string, unknown>;
        assert.deepEqual(pathsOf(schema, rest), [field], field);
      }
    }
  });

  test('refuses wrongly typed fields, naming each', () => {
    const cases: Array<[typeof PrHandoff | typeof ErrorHandoff | typeof EscalationHandoff, object, string, unknown]> = [
      [PrHandoff, PR, 'status', 'done'],
      [PrHandoff, PR, 'story_id', '../x'],
      [PrHandoff, PR, 'agent', 'Anvil'],
      [PrHandoff, PR, 'created_at', 'now'],
      [PrHandoff, PR, 'files_changed', 'a.ts'],
      [PrHandoff, PR, 'branch', 7],
      [PrHandoff, PR, 'tests', { passed: 1 }],
      [ErrorHandoff, ERROR, 'status', 'completed'],
      [ErrorHandoff, ERROR, 'reason', ''],
      [EscalationHandoff, ESCALATION, 'status', 'failed'],
      [EscalationHandoff, ESCALATION, 'violations', -1],
      [EscalationHandoff, ESCALATION, 'violations', 2.5],
    ];
    for (const [schema, valid, field, value] of cases) {
      const paths = pathsOf(schema, { ...valid, [field]: value });
      assert.ok(paths.length > 0 && paths.every((path) => path.startsWith(field)), `${field}: ${JSON.stringify(value)} gave ${paths}`);
    }
    assert.deepEqual(pathsOf(PrHandoff, { ...PR, tests: { passed: -1, failed: 0 } }), ['tests.passed']);
  });
});
