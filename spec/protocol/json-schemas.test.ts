import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseDuration } from '../../protocol/durations.js';
import { DURATION_PATTERN, protocolJsonSchemas, SCHEMA_SOURCES } from '../../protocol/json-schemas.js';
import { entry, tracking } from '../parties/tracking-fixture.js';
import { conforms, unknownKeywords } from './json-schema-check.js';

const schemas = protocolJsonSchemas();

const TASK = {
  story_id: 'WEB-1',
  project_id: 'shop',
  worktree_path: '/t',
  project_root: '/p',
  handoff_dir: '/h',
  agent: 'anvil',
  task_type: 'frontend',
  ipc_protocol: 'ipc-v1',
  submitted_at: '2026-04-01T12:00:00Z',
};
const PR = { story_id: 'WEB-1', agent: 'anvil', status: 'completed', created_at: '2026-04-01T12:00:00+02:00' };

/** Documents that zod and the JSON Schema must judge alike, by schema name. */
const EXAMPLES: Record<string, unknown[]> = {
  'task-front-matter': [
    TASK,
    { ...TASK, urgency: 'high', depends_on: ['A', 'B.2'], extra: { x: 1 } },
    { ...TASK, story_id: 'a..b' },
    { ...TASK, story_id: '.a' },
    { ...TASK, story_id: 'a b' },
    { ...TASK, story_id: 'a\u0001' },
    { ...TASK, agent: 'Anvil' },
    { ...TASK, submitted_at: '2026-04-01T12:00:00' },
    { ...TASK, submitted_at: '2026-02-30T12:00:00Z' },
    { ...TASK, ipc_protocol: 'ipc-v2' },
    { ...TASK, urgency: 'asap' },
    { ...TASK, has_api_changes: 'yes' },
    { ...TASK, depends_on: ['ok', '../x'] },
    { ...TASK, project_id: '' },
    Object.fromEntries(Object.entries(TASK).filter(([key]) => key !== 'handoff_dir')),
    'text',
    null,
    [],
  ],
  'pr-handoff': [
    PR,
    { ...PR, tests: { passed: 1, failed: 0 }, files_changed: ['a'] },
    { ...PR, status: 'done' },
    { ...PR, tests: { passed: -1, failed: 0 } },
    { ...PR, tests: { passed: 1 } },
    { ...PR, created_at: 'now' },
  ],
  'error-handoff': [
    { story_id: 'A', status: 'failed', reason: 'worker_timeout', created_at: '2026-04-01T12:00:00Z' },
    { story_id: 'A', status: 'failed', reason: '', created_at: '2026-04-01T12:00:00Z' },
  ],
  'escalation-handoff': [
    { story_id: 'A', agent: 'anvil', status: 'escalated', reason: 'r', violations: 3, created_at: '2026-04-01T12:00:00Z' },
    { story_id: 'A', agent: 'anvil', status: 'escalated', reason: 'r', violations: 1.5, created_at: '2026-04-01T12:00:00Z' },
  ],
  signal: [{}, { at: '2026-04-01T12:00:00Z', by: 'x', custom: [1] }, { at: 'soon' }, { violations: -2 }],
  config: [
    {},
    { timeouts: { orphan: '90s', dev: 45, stall: ' 2h ' } },
    { timeouts: { orphan: '5 minutes' } },
    { timeouts: { dev: -1 } },
    { forge: { dashboard_port: 70_000 } },
    { workers: { smith: { task_types: ['backend'] }, idle_wait: '2m' } },
    { workers: { smith: {} } },
    { daemon: { watch: 'poll', max_task_bytes: 0 } },
    { heimdall: { on_parse_error: 'allow' } },
  ],
  tracking: [
    tracking({ 'A-1': entry('A-1', 'picked_up') }),
    tracking({ 'A-1': { ...entry('A-1', 'picked_up'), state: 'lost' as never } }),
    tracking({ 'a/b': entry('a', 'submitted') }),
    { ...tracking({}), ipc_protocol: 'v0' },
  ],
  'history-record': [{ ...entry('A-1', 'confirmed'), story_id: 'A-1' }, entry('A-1', 'confirmed')],
  'plan-plan': [
    {
      project: 'shop',
      created_at: '2026-04-01T12:00:00Z',
      based_on: { vision: '0011' },
      modules: [{ id: 'api', title: 'API', task_type: 'backend', depends_on: ['db'] }],
    },
    { project: 'shop', created_at: '2026-04-01T12:00:00Z', based_on: {}, modules: [] },
    { project: 'Shop!', created_at: '2026-04-01T12:00:00Z', based_on: {}, modules: [{ id: 'api', title: 'API', task_type: 'backend' }] },
    { project: 'shop', created_at: '2026-04-01T12:00:00Z', based_on: {}, modules: [{ id: 'api', title: ' ', task_type: 'backend' }] },
  ],
  'plan-verdict': [
    { project: 'shop', created_at: '2026-04-01T12:00:00Z', based_on: {}, round: 1, verdict: 'fail', failed_modules: [{ module: 'api', reason: 'wrong type' }] },
    { project: 'shop', created_at: '2026-04-01T12:00:00Z', based_on: {}, round: 0, verdict: 'pass' },
    { project: 'shop', created_at: '2026-04-01T12:00:00Z', based_on: {}, round: 1, verdict: 'maybe' },
  ],
};

describe('the generated JSON Schemas', () => {
  test('are 2020-12 schemas with a title and description, whose refs resolve and patterns compile', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema', name);
      assert.equal(typeof schema.title, 'string', name);
      assert.equal(typeof schema.description, 'string', name);
      assert.deepEqual([...unknownKeywords(schema)], [], `${name} uses only keywords the checker knows`);
      const text = JSON.stringify(schema);
      for (const [, ref] of text.matchAll(/"\$ref":"#\/\$defs\/([^"]+)"/g)) assert.ok((schema.$defs as Record<string, unknown>)[ref!], `${name}: $defs/${ref}`);
      for (const [, pattern] of text.matchAll(/"pattern":("(?:[^"\\]|\\.)*")/g)) new RegExp(JSON.parse(pattern!) as string, 'u');
    }
    assert.deepEqual(Object.keys(schemas).sort(), Object.keys(SCHEMA_SOURCES).sort());
  });

  test('judge every example document the way the zod schemas do', () => {
    for (const [name, examples] of Object.entries(EXAMPLES)) {
      const zodSchema = SCHEMA_SOURCES[name]!.schema;
      for (const example of examples) {
        assert.equal(conforms(schemas[name]!, example), zodSchema.safeParse(example).success, `${name}: ${JSON.stringify(example)}`);
      }
    }
  });

  test('describe files people write as written: durations as text, nothing required that has a default', () => {
    const config = schemas.config!;
    assert.equal(config.required, undefined);
    const timeouts = (config.properties as Record<string, { properties: Record<string, { default: unknown }> }>).timeouts!;
    assert.equal(timeouts.properties.orphan!.default, '5m');
    assert.deepEqual(schemas['task-front-matter']!.required, [
      'story_id',
      'project_id',
      'worktree_path',
      'project_root',
      'handoff_dir',
      'agent',
      'task_type',
      'ipc_protocol',
      'submitted_at',
    ]);
    assert.deepEqual(
      (schemas.tracking!.required as string[]).sort(),
      ['ipc_protocol', 'rejected', 'tasks', 'updated_at', 'workers'],
      'the daemon always writes "rejected"',
    );
  });

  test('the duration pattern accepts exactly what parseDuration accepts', () => {
    const pattern = new RegExp(DURATION_PATTERN, 'u');
    for (const text of ['5m', '30s', '1500ms', '2h', '1d', '45', '0.5s', ' 5m ', '', '5 m', 'm5', '-1s', '5x', '1e3', '.5s', '5.m', '5min']) {
      assert.equal(pattern.test(text), parseDuration(text) !== null, JSON.stringify(text));
    }
  });
});
