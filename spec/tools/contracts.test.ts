import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { TOOL_DEFINITIONS } from '../../protocol/tools/index.js';
import { mcpTools } from '../../src/mcp/server.js';

const DOCS = fileURLToPath(new URL('../../../docs/tools.md', import.meta.url));

test("every tool's example answer is valid against its output schema, and its input schema documents every field", () => {
  for (const tool of TOOL_DEFINITIONS) {
    const checked = tool.output.safeParse(tool.example);
    assert.ok(checked.success, `${tool.name}: ${checked.success ? '' : JSON.stringify(checked.error.issues)}`);
    assert.ok(Buffer.byteLength(JSON.stringify(tool.example)) < 10_000, tool.name);
  }
  for (const spec of mcpTools()) {
    const properties = (spec.inputSchema.properties ?? {}) as Record<string, { description?: string }>;
    for (const [field, schema] of Object.entries(properties)) assert.ok(schema.description, `${spec.name}.${field} has a description`);
    assert.equal(spec.inputSchema.additionalProperties, false, `${spec.name} refuses unknown fields`);
  }
});

test("docs/tools.md carries every tool's description and example as the code has them", async () => {
  const docs = await readFile(DOCS, 'utf8');
  for (const tool of TOOL_DEFINITIONS) {
    assert.ok(docs.includes(`\`mcp__forge__${tool.name}\``), tool.name);
    assert.ok(docs.includes(tool.description), `${tool.name}: description in docs/tools.md is stale`);
    assert.ok(docs.includes(JSON.stringify(tool.example)), `${tool.name}: example in docs/tools.md is stale`);
  }
});
