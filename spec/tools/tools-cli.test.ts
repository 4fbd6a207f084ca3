import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TOOL_DEFINITIONS } from '../../protocol/tools/index.js';
import { tempProject } from '../helpers/temp-project.js';
import { runForge, runForgeJson } from '../parties/run-forge.js';
import { swarmProject } from './swarm-fixture.js';
import { type Call, TOOL_CASES } from './tool-cases.js';

/** The same cases through the real CLI: `forge tool NAME --input JSON --json`. */
function throughCli(root: string): Call {
  return async (name, input) => {
    const run = await runForgeJson(root, ['tool', name, '--input', JSON.stringify(input)], { env: { FORGE_AGENT: 'anvil' } });
    assert.equal(run.code === 0, run.json.ok === true, `exit ${run.code} matches ok for ${name}`);
    return run.json;
  };
}

describe('every tool, called through forge tool', { concurrency: 3 }, () => {
  for (const [name, cases] of TOOL_CASES) {
    test(`${name}: a happy path, an empty answer that says why, pagination and errors in the envelope`, async (t) => {
      const project = await swarmProject(t);
      const call = throughCli(project.root);
      const emptyCall = throughCli(await tempProject(t));
      await t.test('happy path', () => cases.happy(call, project));
      await t.test('empty', () => cases.empty(call, emptyCall, project));
      await t.test('pagination', () => cases.page(call, project));
      await t.test('error', () => cases.error(call, project));
    });
  }
});

describe('the dedicated verbs', () => {
  test('forge broadcast, forge broadcasts and forge broadcasts get agree with the tools', async (t) => {
    const project = await swarmProject(t);
    const env = { FORGE_AGENT: 'furnace' };
    const written = await runForgeJson(
      project.root,
      ['broadcast', '--severity', 'info', '--kind', 'api', '--module', 'checkout/api', '--interface', 'GET /cart', '--type', '() => Cart'],
      { env },
    );
    assert.equal(written.code, 0);
    const listed = await runForgeJson(project.root, ['broadcasts', '--module', 'checkout/api', '--limit', '1']);
    assert.equal((listed.json.items as Array<{ id: string }>)[0]!.id, written.json.id);
    const text = await runForge(project.root, ['broadcasts', 'get', String(written.json.id)]);
    assert.match(text.stdout, /INTERFACE: GET \/cart\nTYPE: \(\) => Cart/);
    const missing = await runForge(project.root, ['broadcast', '--kind', 'api', '--module', 'm', '--body', 'x'], { env });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--severity is required/);
  });

  test("forge inspect prints the inspection as Markdown, the inspector's task context", async (t) => {
    const project = await swarmProject(t);
    const run = await runForge(project.root, ['inspect', '--batch', 'checkout']);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /^# Inspection of batch checkout/);
    assert.match(run.stdout, /\*\*stale_consumer\*\* checkout\/ui: checkout\/ui handed off at .* before checkout\/api broadcast a breaking change/);
  });

  test("forge tool lists the tools and prints each one's schemas", async (t) => {
    const root = await tempProject(t);
    const list = await runForgeJson(root, ['tool']);
    assert.equal((list.json as unknown as unknown[]).length, TOOL_DEFINITIONS.length);
    const schema = await runForgeJson(root, ['tool', 'get_broadcasts', '--schema']);
    assert.equal((schema.json.inputSchema as { type: string }).type, 'object');
  });
});
