import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { claudeHome, claudeMissing, REPO_ROOT, runClaude } from '../helpers/claude-code.js';
import { callTool, contentText, type ModelRequest, requestText, say, startModelServer, toolResults } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { tempProject } from '../helpers/temp-project.js';

const PREFIX = 'mcp__plugin_vibe-chain_forge__';
const MODULES = [
  { id: 'db', title: 'Store', task_type: 'backend', provides: ['ItemStore'] },
  { id: 'api', title: 'Items API', task_type: 'backend', depends_on: ['db'], consumes: ['ItemStore'] },
];

function resultOf(request: ModelRequest | undefined, id: string): Record<string, unknown> {
  const result = request && toolResults(request).find((block) => block.tool_use_id === id);
  assert.ok(result, `a tool_result for ${id}`);
  assert.notEqual(result.is_error, true, contentText(result.content));
  return JSON.parse(contentText(result.content)) as Record<string, unknown>;
}

test('/vibe-chain:forge in a real Claude Code session gives the model the planning steps, and it reaches submit_plan through the MCP tools', async (t) => {
  if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
  const root = await tempProject(t);
  const server = await startModelServer(t, [
    callTool('ToolSearch', { query: `select:${PREFIX}create_project,${PREFIX}submit_vision,${PREFIX}submit_plan` }, { id: 'toolu_search' }),
    callTool(`${PREFIX}create_project`, { project: 'shop', title: 'A small shop', idea: 'Sell mugs.' }, { id: 'toolu_create' }),
    callTool(
      `${PREFIX}submit_vision`,
      { project: 'shop', interview: [{ question: 'Who buys?', answer: 'Gift shoppers' }], summary: 'Mugs online', goals: ['checkout'] },
      { id: 'toolu_vision' },
    ),
    callTool(`${PREFIX}submit_plan`, { project: 'shop', modules: MODULES }, { id: 'toolu_plan' }),
    say('The plan is written.'),
  ]);
  const session = await claudeHome(t, server, { cwd: root });

  const run = await runClaude(t, session, '/vibe-chain:forge plan a small shop', { args: ['--plugin-dir', REPO_ROOT] });

  assert.deepEqual(server.failures, []);
  assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
  assert.match(requestText(server.requests[0]!), /Start or resume a plan/, 'the skill is what the model reads first');
  assert.deepEqual((resultOf(server.requests[2], 'toolu_create').status as { next: string[] }).next, ['start_interview', 'submit_vision']);
  resultOf(server.requests[3], 'toolu_vision');
  const planned = resultOf(server.requests[4], 'toolu_plan') as { files: string[]; status: { phase: string } };
  assert.deepEqual(planned.files, ['_vibe-chain/plans/shop/plan.md']);
  assert.equal(planned.status.phase, 'design');
  assert.match(await readFile(join(root, '_vibe-chain', 'plans', 'shop', 'plan.md'), 'utf8'), /depends_on:\n\s+- db/);
});

test('/vibe-chain:forge resumes a plan that is under way: the skill says to read the plans with get_state first, and the model goes on at the phase it names', async (t) => {
  if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
  const root = await tempProject(t);
  await mkdir(join(root, '_vibe-chain', 'plans', 'shop'), { recursive: true });
  await writeFile(
    join(root, '_vibe-chain', 'plans', 'shop', 'project.md'),
    '---\nproject: shop\ntitle: A small shop\ncreated_at: "2026-01-01T00:00:00.000Z"\n---\nSell mugs.\n',
  );
  const server = await startModelServer(t, [
    callTool('ToolSearch', { query: `select:${PREFIX}get_state,${PREFIX}start_interview` }, { id: 'toolu_search' }),
    callTool(`${PREFIX}get_state`, {}, { id: 'toolu_state' }),
    callTool(`${PREFIX}start_interview`, { project: 'shop' }, { id: 'toolu_interview' }),
    say('Resuming shop at the interview. Who buys the mugs?'),
  ]);
  const session = await claudeHome(t, server, { cwd: root });

  const run = await runClaude(t, session, '/vibe-chain:forge', { args: ['--plugin-dir', REPO_ROOT] });

  assert.deepEqual(server.failures, []);
  assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
  assert.match(requestText(server.requests[0]!), /Resume first\.\*\* Call `mcp__plugin_vibe-chain_forge__get_state`/);
  const plans = resultOf(server.requests[2], 'toolu_state').plans as { items: Array<{ project: string; phase: string; next: string[] }> };
  assert.deepEqual(
    plans.items.map((p) => [p.project, p.phase, p.next]),
    [['shop', 'interview', ['start_interview', 'submit_vision']]],
  );
  const interview = resultOf(server.requests[3], 'toolu_interview') as { step: string; inputs: Array<{ artifact: string }> };
  assert.equal(interview.step, 'start_interview');
  assert.deepEqual(
    interview.inputs.map((input) => input.artifact),
    ['project'],
  );
});
