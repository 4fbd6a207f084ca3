import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { claudeHome, REPO_ROOT, runClaude } from '../helpers/claude-code.js';
import { spawnDaemon } from '../helpers/daemon-process.js';
import { callTool, contentText, say, startModelServer, toolResults } from '../helpers/model-server.js';
import { PLAN_MODULES } from '../helpers/plan-fixture.js';
import { inboxPath, waitFor } from '../helpers/temp-project.js';
import { readTracking } from '../supervisor/supervised-project.js';
import { workerModel } from '../supervisor/worker-model.js';
import { allRunning, managedProject, NEEDS_REAL_WORKERS } from './managed-project.js';

const PREFIX = 'mcp__plugin_vibe-chain_forge__';
const TOOLS = ['create_project', 'submit_vision', 'submit_plan', 'submit_design', 'submit_test_plan', 'start_implementation'];

/**
 * From an idea to stories on the real client: `/vibe-chain:forge` in a session of its own takes a
 * plan of three modules (db <- api <- ui) through the MCP tools to `start_implementation`, and two
 * managed real workers (furnace: backend, anvil: frontend) take the modules from their inboxes, in
 * dependency order, each handing off its own.
 */
test('/vibe-chain:forge plans three modules through the MCP tools and managed real workers take them in dependency order', async (t) => {
  if (!NEEDS_REAL_WORKERS(t)) return;
  const agents = ['anvil', 'furnace'];
  const { root, socket, server } = await managedProject(t, { anvil: ['frontend'], furnace: ['backend'] }, workerModel);
  const daemon = spawnDaemon(t, root);
  await daemon.ready;
  await allRunning(root, agents, socket, daemon);

  const planner = await startModelServer(t, [
    callTool('ToolSearch', { query: `select:${TOOLS.map((tool) => PREFIX + tool).join(',')}` }, { id: 'toolu_search' }),
    callTool(`${PREFIX}create_project`, { project: 'shop', title: 'A small shop', idea: 'Sell mugs.' }, { id: 'toolu_create' }),
    callTool(
      `${PREFIX}submit_vision`,
      { project: 'shop', interview: [{ question: 'Who buys?', answer: 'Gift shoppers' }], summary: 'Mugs online', goals: ['checkout'] },
      { id: 'toolu_vision' },
    ),
    callTool(`${PREFIX}submit_plan`, { project: 'shop', modules: PLAN_MODULES }, { id: 'toolu_plan' }),
    callTool(
      `${PREFIX}submit_design`,
      {
        project: 'shop',
        interfaces: [
          { interface: 'ItemStore', module: 'db', type: '{ get(id: string): Item }' },
          { interface: 'GET /items', module: 'api', type: '() => Item[]' },
        ],
      },
      { id: 'toolu_design' },
    ),
    callTool(
      `${PREFIX}submit_test_plan`,
      { project: 'shop', cases: PLAN_MODULES.map((m) => ({ module: m.id, kind: 'unit', description: `${m.id} works` })) },
      { id: 'toolu_tests' },
    ),
    callTool(`${PREFIX}start_implementation`, { project: 'shop' }, { id: 'toolu_impl' }),
    say('The modules are dispatched.'),
  ]);
  const session = await claudeHome(t, planner, { cwd: root });
  const run = await runClaude(t, session, '/vibe-chain:forge plan a small shop', { args: ['--plugin-dir', REPO_ROOT] });
  assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
  assert.deepEqual(planner.failures, []);
  const dispatched = toolResults(planner.requests.at(-1)!).find((block) => block.tool_use_id === 'toolu_impl');
  assert.notEqual(dispatched?.is_error, true, contentText(dispatched?.content));

  const stories = { db: 'furnace', api: 'furnace', ui: 'anvil' } as const;
  for (const module of Object.keys(stories))
    await waitFor(`shop.${module} handed off`, async () => (await readTracking(root))?.tasks[`shop.${module}`]?.state === 'handed_off', 150_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}\n${daemon.output()}`);
      },
    );
  const claimedAt: number[] = [];
  for (const [module, agent] of Object.entries(stories)) {
    const claim = await readFile(inboxPath(root, agent, `shop.${module}.picked-up`), 'utf8');
    assert.match(claim, new RegExp(`^agent: "${agent}"$`, 'm'));
    claimedAt.push(Date.parse(/^at: "([^"]+)"$/m.exec(claim)![1]!));
  }
  assert.ok(claimedAt[0]! < claimedAt[1]! && claimedAt[1]! < claimedAt[2]!, `claimed in dependency order: ${claimedAt.join(' < ')}`);
  assert.deepEqual(server.failures, []);
});
