import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runTool } from '../../src/tools/registry.js';
import { tempProject } from '../helpers/temp-project.js';
import { startMcp } from '../mcp/start-mcp.js';
import { runForgeJson } from '../parties/run-forge.js';
import { defaultInputs, LARGE, writeLargeProject } from './large-project.js';
import { emptyContext } from './swarm-fixture.js';

const BUDGET = 10 * 1024;

test(`every tool's default answer stays under 10 KB on ${LARGE.broadcasts} broadcasts and ${LARGE.tasks} tasks, in process, through the CLI and over MCP`, async (t) => {
  const root = await tempProject(t);
  const big = await writeLargeProject(root);
  const calls = defaultInputs(big);
  const sizes: string[] = [];
  await t.test('in process', async () => {
    const context = emptyContext(root);
    for (const [name, input] of calls) {
      const answer = await runTool(context, name, name === 'submit_handoff' ? { ...input, story_id: 'T-00004' } : input);
      const bytes = Buffer.byteLength(JSON.stringify(answer));
      sizes.push(`${name} ${bytes}`);
      assert.ok(bytes < BUDGET, `${name}: ${bytes} bytes`);
      assert.equal((answer as { ok: boolean }).ok, true, name);
    }
    const state = (await runTool(context, 'get_state', {})) as {
      siblings: { total: number; items: unknown[] };
      broadcasts: { items: unknown[]; older: number };
    };
    assert.equal(state.siblings.items.length, 10, 'siblings bounded to 10, the rest counted');
    assert.equal(state.siblings.total, LARGE.batch - 1);
    assert.equal(state.broadcasts.items.length + state.broadcasts.older, LARGE.broadcasts + 1);
  });
  await t.test('through forge tool', async () => {
    for (const [name, input] of calls) {
      const run = await runForgeJson(root, ['tool', name, '--input', JSON.stringify(name === 'submit_handoff' ? { ...input, story_id: 'T-00008' } : input)], {
        env: { FORGE_AGENT: 'anvil' },
      });
      const bytes = Buffer.byteLength(JSON.stringify(run.json));
      assert.ok(bytes < BUDGET, `${name}: ${bytes} bytes`);
      assert.equal(run.json.ok, true, `${name}: ${JSON.stringify(run.json).slice(0, 200)}`);
    }
  });
  await t.test('over MCP', async (st) => {
    const client = await startMcp(st, root);
    for (const [name, input] of calls) {
      const answer = await client.callTool(name, name === 'submit_handoff' ? { ...input, story_id: 'T-00012' } : input);
      const bytes = Buffer.byteLength(answer.text);
      assert.ok(bytes < BUDGET, `${name}: ${bytes} bytes`);
      assert.equal(answer.isError, false, `${name}: ${answer.text.slice(0, 200)}`);
    }
  });
  t.diagnostic(`default answer sizes in bytes: ${sizes.join(', ')}`);
});
