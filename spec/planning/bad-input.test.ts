import assert from 'node:assert/strict';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { ManualClock } from '../../src/clock.js';
import { asForgeError, errorEnvelope } from '../../src/errors.js';
import { createToolContext } from '../../src/tools/context.js';
import { runTool } from '../../src/tools/registry.js';
import { tempProject } from '../helpers/temp-project.js';
import type { Answer } from '../tools/tool-cases.js';

/**
 * Bad input at every planning tool: each answer is the one error envelope with a message naming
 * the field or the file, and nothing in the project changes (no file written, none half-written).
 */
const MODULES = [
  { id: 'db', title: 'Store', task_type: 'backend', provides: ['Store'] },
  { id: 'api', title: 'API', task_type: 'backend', depends_on: ['db'], consumes: ['Store'] },
];

async function snapshot(dir: string, into = new Map<string, string>()): Promise<Map<string, string>> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await snapshot(path, into);
    else into.set(path, `${(await stat(path)).size}:${await readFile(path, 'utf8')}`);
  }
  return into;
}

const BAD: Array<[string, Record<string, unknown>, string, RegExp]> = [
  ['create_project', { project: 'shop', title: 'Again', idea: 'x' }, 'conflict', /project shop exists/],
  ['create_project', { project: 'Shop', title: 'x', idea: 'y' }, 'usage', /field "project"/],
  ['start_interview', { project: 'ghost' }, 'not_found', /create_project/],
  ['submit_vision', { project: 'shop', interview: [], summary: 'x', goals: ['g'] }, 'bad_input', /interview\.md: field "questions"/],
  ['submit_vision', { project: 'shop', interview: [{ question: 'q', answer: 'a' }], summary: 'x', goals: [' '] }, 'bad_input', /vision\.md: field "goals\.0"/],
  ['start_architecture', { project: 'shop', extra: 1 }, 'usage', /field "extra"/],
  ['submit_plan', { project: 'shop', modules: [{ ...MODULES[0], depends_on: ['api'] }, MODULES[1]] }, 'bad_input', /dependency cycle/],
  [
    'submit_plan',
    { project: 'shop', modules: [MODULES[0], { ...MODULES[1], depends_on: ['web'] }] },
    'bad_input',
    /modules\.1\.depends_on\.0" depends on an unknown story/,
  ],
  ['submit_plan', { project: 'shop', modules: [{ ...MODULES[0], task_type: 'Backend' }] }, 'usage', /field "modules\.0\.task_type"/],
  ['start_design', { project: 'shop', limit: 1 }, 'usage', /field "limit"/],
  [
    'submit_design',
    { project: 'shop', interfaces: [{ interface: 'Store', module: 'web', type: 'X' }] },
    'bad_input',
    /design\.md: field "interfaces\.0\.module"/,
  ],
  ['start_qa_strategy', { project: 'shop' }, 'conflict', /design\.md first/],
  ['submit_test_plan', { project: 'shop', cases: [{ module: 'db', kind: 'unit', description: 'd' }] }, 'conflict', /design\.md first/],
  ['start_implementation', { project: 'shop' }, 'conflict', /design\.md first/],
  [
    'submit_implementation',
    { project: 'shop', module: 'db', summary: 's' },
    'conflict',
    /design\.md first \(the design phase: call start_design, then submit_design\)/,
  ],
  ['start_inspection', { project: 'shop' }, 'conflict', /design\.md first/],
  ['submit_verdict', { project: 'shop', verdict: 'maybe' }, 'usage', /field "verdict"/],
  ['submit_verdict', { project: 'shop', verdict: 'pass' }, 'conflict', /design\.md first/],
  ['get_project_history', { cursor: 'x' }, 'usage', /cursor/],
  ['get_patterns', { limit: 500 }, 'usage', /field "limit"/],
  ['get_gotchas', { project: '../etc' }, 'usage', /field "project"/],
  ['collect_knowledge', { kind: 'pattern', title: '', body: 'b' }, 'usage', /field "title"/],
  ['register', { project: 'ghost' }, 'not_found', /create_project/],
  ['init', { force: true }, 'usage', /field "force"/],
];

test('every planning tool answers bad input with the error envelope naming the field or file, and changes nothing', async (t) => {
  const root = await tempProject(t);
  const clock = new ManualClock(Date.parse('2026-04-01T12:00:00Z'));
  const call = async (name: string, input: Record<string, unknown>): Promise<Answer> => {
    try {
      return (await runTool(createToolContext(root, {}, clock), name, input)) as Answer;
    } catch (error) {
      return errorEnvelope(asForgeError(error)) as Answer;
    }
  };
  assert.equal((await call('create_project', { project: 'shop', title: 'Shop', idea: 'Mugs' })).ok, true);
  assert.equal((await call('submit_vision', { project: 'shop', interview: [{ question: 'q', answer: 'a' }], summary: 's', goals: ['g'] })).ok, true);
  assert.equal((await call('submit_plan', { project: 'shop', modules: MODULES })).ok, true);
  const before = await snapshot(root);
  const tools = new Set<string>();
  for (const [name, input, code, message] of BAD) {
    const answer = await call(name, input);
    assert.equal(answer.ok, false, `${name} ${JSON.stringify(input)}`);
    assert.equal(answer.error.code, code, `${name}: ${answer.error.message}`);
    assert.match(answer.error.message, message, name);
    assert.deepEqual(await snapshot(root), before, `${name} wrote nothing`);
    tools.add(name);
  }
  const { PLANNING_TOOL_DEFINITIONS } = await import('../../protocol/tools/planning/index.js');
  const untested = PLANNING_TOOL_DEFINITIONS.map((tool) => tool.name).filter((name) => !tools.has(name));
  assert.deepEqual(untested, [], 'every planning tool is given bad input');
});
