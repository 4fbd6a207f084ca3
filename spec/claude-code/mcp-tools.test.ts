import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { claudeHome, claudeMissing, REPO_ROOT, runClaude } from '../helpers/claude-code.js';
import { callTool, contentText, type ModelRequest, requestText, say, startModelServer, toolResults } from '../helpers/model-server.js';
import { need } from '../helpers/requirement.js';
import { tempProject } from '../helpers/temp-project.js';

const PREFIX = 'mcp__plugin_vibe-chain_forge__';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

async function documented(file: string): Promise<JsonSchema> {
  return JSON.parse(await readFile(join(REPO_ROOT, 'protocol', 'schemas', file), 'utf8')) as JsonSchema;
}

/** What a caller must get right: property names, types, enums, patterns, required, closed or open; $refs resolved. */
function shape(schema: JsonSchema, defs = schema.$defs ?? {}): unknown {
  const resolved = schema.$ref ? { ...defs[schema.$ref.replace('#/$defs/', '')], ...schema, $ref: undefined } : schema;
  return {
    type: resolved.type,
    enum: resolved.enum,
    pattern: resolved.pattern,
    required: resolved.required ? [...resolved.required].sort() : undefined,
    additionalProperties: resolved.additionalProperties,
    items: resolved.items ? shape(resolved.items, defs) : undefined,
    properties: resolved.properties
      ? Object.fromEntries(Object.entries(resolved.properties).map(([name, property]) => [name, shape(property, defs)]))
      : undefined,
  };
}

function resultOf(request: ModelRequest | undefined, id: string): string {
  const result = request && toolResults(request).find((block) => block.tool_use_id === id);
  assert.ok(result, `a tool_result for ${id}`);
  assert.notEqual(result.is_error, true, contentText(result.content));
  return contentText(result.content);
}

describe("the plugin's forge MCP tools in a real Claude Code session", () => {
  test('get_state and broadcast_finding, loaded through ToolSearch, answer the model and the broadcast file is written', async (t) => {
    if (!need(t, { name: 'claude', missing: claudeMissing() })) return;
    const root = await tempProject(t, '[workers]\nidle_wait = "0s"\n');
    const server = await startModelServer(t, [
      callTool('ToolSearch', { query: `select:${PREFIX}get_state,${PREFIX}broadcast_finding` }, { id: 'toolu_search' }),
      callTool(`${PREFIX}get_state`, {}, { id: 'toolu_state' }),
      callTool(
        `${PREFIX}broadcast_finding`,
        { severity: 'info', kind: 'api', module: 'users/api', body: 'INTERFACE: GET /users/:id\nTYPE: (id: string) => User\nMODULE: users/api\nBREAKING: no' },
        { id: 'toolu_broadcast' },
      ),
      say('Broadcast sent.'),
    ]);
    const session = await claudeHome(t, server, { cwd: root, env: { FORGE_AGENT: 'anvil' } });

    const run = await runClaude(t, session, 'Publish the users API.', { args: ['--plugin-dir', REPO_ROOT] });

    assert.deepEqual(server.failures, []);
    assert.equal(run.code, 0, `${run.stdout}\n${run.stderr}`);
    const [first] = server.requests;
    // 2.1.332 defers MCP tools: only their names are in the first request, behind ToolSearch.
    assert.match(requestText(first!), new RegExp(`deferred tools[^]*\\n${PREFIX}get_state\\n`));
    resultOf(server.requests[1], 'toolu_search');
    // ToolSearch answers with tool references; the next request declares the two tools in full.
    assert.deepEqual(toolResults(server.requests[1]!)[0]!.content, [
      { type: 'tool_reference', tool_name: `${PREFIX}get_state` },
      { type: 'tool_reference', tool_name: `${PREFIX}broadcast_finding` },
    ]);
    for (const [tool, file] of [
      ['get_state', 'tool-get-state-input.json'],
      ['broadcast_finding', 'tool-broadcast-finding-input.json'],
    ] as const) {
      const declared = server.requests[1]!.tools!.find((entry) => entry.name === `${PREFIX}${tool}`);
      assert.ok(declared, `${tool} declared after ToolSearch`);
      assert.deepEqual(shape(declared.input_schema as JsonSchema), shape(await documented(file)), `${tool}: the schema the model gets is the documented one`);
    }
    const state = JSON.parse(resultOf(server.requests[2], 'toolu_state')) as { ok: boolean; agent: string };
    assert.equal(state.ok, true);
    assert.equal(state.agent, 'anvil');
    const broadcast = JSON.parse(resultOf(server.requests[3], 'toolu_broadcast')) as { ok: boolean; file: string };
    assert.equal(broadcast.ok, true);
    assert.ok(existsSync(join(root, broadcast.file)), broadcast.file);
  });
});
