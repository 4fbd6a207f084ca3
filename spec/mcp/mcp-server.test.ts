import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TOOL_DEFINITIONS } from '../../protocol/tools/index.js';
import type { McpClient } from '../../src/mcp/sdk.js';
import { tempProject } from '../helpers/temp-project.js';
import { swarmProject } from '../tools/swarm-fixture.js';
import { type Call, TOOL_CASES } from '../tools/tool-cases.js';
import { startMcp } from './start-mcp.js';

function throughMcp(client: McpClient): Call {
  return async (name, input) => {
    const answer = await client.callTool(name, input);
    assert.ok(answer.value, `${name} answers a JSON object: ${answer.text.slice(0, 200)}`);
    assert.equal(answer.isError, answer.value.ok === false, `isError matches the envelope for ${name}`);
    return answer.value;
  };
}

describe('forge mcp', () => {
  test('is server "forge" and lists every tool with its description and JSON Schemas', async (t) => {
    const client = await startMcp(t, await tempProject(t));
    assert.equal(client.serverName(), 'forge');
    const tools = await client.listTools();
    assert.deepEqual(
      tools.map((tool) => tool.name),
      TOOL_DEFINITIONS.map((tool) => tool.name),
    );
    for (const tool of tools) {
      assert.ok((tool.description ?? '').includes('Output:'), `${tool.name} documents its output`);
      assert.equal((tool.inputSchema as { type: string }).type, 'object');
      assert.equal((tool.outputSchema as { type: string }).type, 'object');
    }
  });

  test('serves every tool to an MCP client: happy path, empty answer, pagination, error', async (t) => {
    // One server per project for all tools: read tools come first in TOOL_CASES, so the writes
    // at the end change nothing the reads count.
    const project = await swarmProject(t);
    const call = throughMcp(await startMcp(t, project.root));
    const emptyCall = throughMcp(await startMcp(t, await tempProject(t)));
    for (const [name, cases] of TOOL_CASES) {
      await t.test(`${name}: happy path`, () => cases.happy(call, project));
      await t.test(`${name}: empty`, () => cases.empty(call, emptyCall, project));
      await t.test(`${name}: pagination`, () => cases.page(call, project));
      await t.test(`${name}: error`, () => cases.error(call, project));
    }
  });

  test('an unknown tool is an error in the envelope, naming the tools', async (t) => {
    const client = await startMcp(t, await tempProject(t));
    const answer = await client.callTool('get_broadcastz', {});
    assert.equal(answer.isError, true);
    assert.equal((answer.value?.error as { code: string }).code, 'not_found');
    assert.match((answer.value?.error as { message: string }).message, /did you mean "get_broadcasts"/);
  });
});
