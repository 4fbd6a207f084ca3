import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TaskContext, TaskFrontMatter } from '../../protocol/task.js';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';

const VALID = {
  story_id: 'WEB-1',
  project_id: 'shop',
  worktree_path: '/trees/web-1',
  project_root: '/projects/shop',
  handoff_dir: '/projects/shop/_vibe-chain-output/handoffs',
  agent: 'anvil',
  task_type: 'frontend',
  ipc_protocol: 'ipc-v1',
  submitted_at: '2026-04-01T12:00:00Z',
};
const REQUIRED = Object.keys(VALID);

function issuesOf(value: unknown): string[] {
  const result = TaskFrontMatter.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('task front matter', () => {
  test('accepts the required fields alone, every optional field, and keeps unknown fields', () => {
    assert.deepEqual(TaskFrontMatter.parse(VALID), VALID);
    const full = {
      ...VALID,
      stage: 'code_review',
      urgency: 'high',
      has_db_migration: true,
      has_api_changes: false,
      assigned_branch: 'feat/x',
      module: 'cart',
      title: 'Badge',
      batch: 'b1',
      depends_on: ['WEB-0'],
      submitted_at: '2026-04-01T14:00:00.123+02:00',
      lab_priority: 7,
      notes: { a: 1 },
    };
    assert.deepEqual(TaskFrontMatter.parse(full), full);
  });

  test('refuses a task missing any one required field, naming that field', () => {
    for (const field of REQUIRED) {
      const { [field]: _dropped, ...rest } = VALID as Record<string, unknown>;
      assert.deepEqual(issuesOf(rest), [field], field);
    }
  });

  test('refuses wrongly typed fields, naming each', () => {
    const cases: Array<[string, unknown]> = [
      ['story_id', 12],
      ['story_id', 'a/b'],
      ['agent', 'Anvil'],
      ['task_type', 'Front End'],
      ['task_type', 3],
      ['ipc_protocol', 'ipc-v2'],
      ['submitted_at', 'yesterday'],
      ['submitted_at', '2026-04-01T12:00:00'],
      ['submitted_at', '2026-04-01'],
      ['stage', 'qa'],
      ['urgency', 'urgent'],
      ['has_db_migration', 'yes'],
      ['has_api_changes', 1],
      ['depends_on', 'WEB-0'],
      ['project_id', ''],
      ['worktree_path', ''],
      ['assigned_branch', ''],
      ['title', 5],
    ];
    for (const [field, value] of cases) assert.deepEqual(issuesOf({ ...VALID, [field]: value }), [field], `${field}: ${JSON.stringify(value)}`);
    assert.deepEqual(issuesOf({ ...VALID, depends_on: ['ok', 'not ok'] }), ['depends_on.1']);
    assert.deepEqual(issuesOf('story_id: x'), [''], 'a string is not a mapping');
    assert.ok(!TaskFrontMatter.safeParse(null).success);
  });

  test('the context file requires every field the daemon writes', () => {
    const context = {
      story_id: 'WEB-1',
      agent: 'anvil',
      worktree_path: '/t',
      assigned_branch: null,
      handoff_dir: '/h',
      has_db_migration: false,
      has_api_changes: false,
      allowed_paths: ['/t', '/h', '/p/_vibe-chain-output/worker-inbox/anvil'],
    };
    assert.deepEqual(TaskContext.parse(context), context);
    for (const field of Object.keys(context)) {
      const { [field]: _dropped, ...rest } = context as Record<string, unknown>;
      assert.ok(!TaskContext.safeParse(rest).success, field);
    }
    assert.ok(TaskContext.safeParse({ ...context, extra: 1 }).success, 'unknown context keys are stripped, not refused');
  });
});

describe('front matter text', () => {
  const text = `---\n${Object.entries(VALID)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\nno_is_a_string: no\n---\n\nDo it.\n`;

  test('a UTF-8 BOM and CRLF line ends read the same as plain LF', () => {
    const plain = parseFrontMatter(text);
    const windows = parseFrontMatter(`\ufeff${text.replace(/\n/g, '\r\n')}`);
    assert.ok(plain.ok && windows.ok);
    assert.deepEqual(windows.data, plain.data);
    assert.equal(windows.body, plain.body);
    assert.equal(plain.body, 'Do it.\n');
  });

  test('YAML 1.2 keeps timestamps and "no" as strings, so the schema sees what was written', () => {
    const parsed = parseFrontMatter(text);
    assert.ok(parsed.ok);
    assert.equal(parsed.data.submitted_at, '2026-04-01T12:00:00Z');
    assert.equal(parsed.data.no_is_a_string, 'no');
    assert.deepEqual(TaskFrontMatter.parse(parsed.data).submitted_at, '2026-04-01T12:00:00Z');
  });

  test('reports invalid YAML with its line, a missing fence, and front matter that is not a mapping', () => {
    const bad = parseFrontMatter('---\nstory_id: a\nagent: [unclosed\n---\n');
    assert.ok(!bad.ok);
    assert.equal(bad.reason, 'yaml_syntax');
    assert.equal(typeof bad.line, 'number');
    const none = parseFrontMatter('story_id: a\n');
    assert.ok(!none.ok && none.reason === 'no_front_matter');
    const open = parseFrontMatter('---\nstory_id: a\n');
    assert.ok(!open.ok && open.reason === 'no_front_matter');
    const list = parseFrontMatter('---\n- a\n- b\n---\n');
    assert.ok(!list.ok && list.reason === 'not_a_mapping');
    const duplicate = parseFrontMatter('---\nagent: a\nagent: b\n---\n');
    assert.ok(!duplicate.ok && duplicate.reason === 'yaml_syntax', 'a duplicated key is refused, not silently last-wins');
  });
});
