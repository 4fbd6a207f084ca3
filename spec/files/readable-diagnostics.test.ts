import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, type TestContext, test } from 'node:test';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { TaskFrontMatter } from '../../protocol/task.js';
import { knownKeys, readFrontMatterFile } from '../../src/files/read-protocol-file.js';
import { parseFrontMatter } from '../../src/markdown/front-matter.js';
import { misspeltKeyWarnings } from '../../src/markdown/misspelt-keys.js';
import { taskMarkdown, tempProject } from '../helpers/temp-project.js';

async function readTask(t: TestContext, edit: (text: string) => string) {
  const root = await tempProject(t);
  const file = join(root, 'T-1.md');
  await writeFile(file, edit(taskMarkdown(root, 'T-1')));
  const read = await readFrontMatterFile(file, TaskFrontMatter, { projectRoot: root, display: 'T-1.md', maxBytes: 65536 });
  assert.ok(read && !read.ok, 'the file is refused');
  return read.errors.map(renderDiagnostic);
}

describe('diagnostics a person can read', () => {
  test("a wrong value shows what the file had and what is accepted, without zod's own wording", async (t) => {
    const [text] = await readTask(t, (md) => md.replace('---\nBuild', 'urgency: urgent\n---\nBuild'));
    assert.equal(text, 'T-1.md: field "urgency" front matter does not match its schema: expected one of "low", "normal", "high", got "urgent"');
  });

  test('a missing key says so in plain words, and names its misspelling when the file has one', async (t) => {
    const [text] = await readTask(t, (md) => md.replace('task_type:', 'task_tpye:'));
    assert.doesNotMatch(text!, /Invalid input/);
    assert.match(text!, /field "task_type" .*: expected a string \(the file has "task_tpye": a misspelling of "task_type"\?\), got nothing$/);
  });

  test('a YAML error names one line: the line in the file', () => {
    const bad = parseFrontMatter('---\nstory_id: a\nagent: a: b\ntitle: x\n---\n');
    assert.ok(!bad.ok);
    assert.equal(bad.line, 3, 'agent: a: b is the third line of the file');
    assert.doesNotMatch(bad.message, /line \d/, bad.message);
  });

  test('a key a typo away from a known one is a warning naming both; other unknown keys pass', () => {
    const data = { story_id: 'T-1', urgncy: 'high', dependson: ['A-1'], reviewer: 'kim', tags: ['x'], branch: 'b', review_chain: [], fast_lane: false };
    const warnings = misspeltKeyWarnings('T-1.md', data, knownKeys(TaskFrontMatter)).map(renderDiagnostic);
    assert.deepEqual(warnings, [
      'T-1.md: field "urgncy" unknown key, likely a misspelling: expected "urgency" (an unknown key is kept but not read), got "high"',
      'T-1.md: field "dependson" unknown key, likely a misspelling: expected "depends_on" (an unknown key is kept but not read), got ["A-1"]',
    ]);
  });
});
