import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { z } from 'zod';
import { renderDiagnostic } from '../../protocol/diagnostic.js';
import { TOOL_DEFINITIONS as DEFINITIONS, type ToolDefinition } from '../../protocol/tools/index.js';
import { toolInputDiagnostics } from '../../protocol/tools/input-diagnostics.js';

const TOOL_DEFINITIONS: readonly ToolDefinition[] = DEFINITIONS;

type Property = { type?: string; anyOf?: Array<{ type?: string }> };

/** Fields whose published input schema takes a list. */
function listFields(tool: ToolDefinition): string[] {
  const schema = z.toJSONSchema(tool.input, { io: 'input' }) as { properties: Record<string, Property> };
  return Object.entries(schema.properties)
    .filter(([, p]) => p.type === 'array' || (p.anyOf ?? []).some((branch) => branch.type === 'array'))
    .map(([key]) => key);
}

function problems(tool: ToolDefinition, input: unknown): string[] {
  const checked = tool.input.safeParse(input, { reportInput: true });
  return checked.success ? [] : toolInputDiagnostics(tool, checked.error.issues).map(renderDiagnostic);
}

describe('tool inputs', () => {
  test("every tool's input example is valid and uses each of its list fields", () => {
    for (const tool of TOOL_DEFINITIONS) {
      assert.deepEqual(problems(tool, tool.inputExample), [], tool.name);
      for (const field of listFields(tool)) assert.ok(Array.isArray(tool.inputExample[field]), `${tool.name}.${field} in its input example`);
    }
  });

  test('every list field takes one value alone as a list of one', () => {
    const fields = TOOL_DEFINITIONS.flatMap((tool) => listFields(tool).map((field) => [tool, field] as const));
    assert.ok(fields.length >= 5, 'severity, kind, status, contracts and files_changed at least');
    for (const [tool, field] of fields) {
      const [one] = tool.inputExample[field] as unknown[];
      const parsed = tool.input.safeParse({ ...tool.inputExample, [field]: one });
      assert.ok(parsed.success, `${tool.name}.${field}`);
      assert.deepEqual((parsed.data as Record<string, unknown>)[field], [one], `${tool.name}.${field}`);
    }
  });

  test('a wrong value in any field says tool input, the field, the accepted form and an example', () => {
    for (const tool of TOOL_DEFINITIONS) {
      for (const field of Object.keys(tool.inputExample)) {
        const lines = problems(tool, { ...tool.inputExample, [field]: { wrong: true } });
        assert.ok(lines.length > 0, `${tool.name}.${field}`);
        for (const line of lines) {
          assert.match(line, new RegExp(`^${tool.name}: field "${field}(\\.[\\w.]+)?" is not accepted as tool input: expected \\S.*, e\\.g\\. .*, got `), line);
          assert.doesNotMatch(line, /front matter/);
        }
      }
    }
  });

  test('an unknown field is named with the fields the tool takes and a whole example input', () => {
    const tool = TOOL_DEFINITIONS.find((t) => t.name === 'get_broadcasts')!;
    assert.deepEqual(problems(tool, { severty: ['warning'] }), [
      `get_broadcasts: field "severty" is not accepted as tool input: expected one of the fields severity, kind, module, since, limit, cursor, e.g. ${JSON.stringify(tool.inputExample)}`,
    ]);
  });

  test('get_broadcasts {"severity":"urgent"} is refused with the accepted list and an example, not as front matter', () => {
    const tool = TOOL_DEFINITIONS.find((t) => t.name === 'get_broadcasts')!;
    assert.deepEqual(problems(tool, { severity: 'urgent' }), [
      'get_broadcasts: field "severity" is not accepted as tool input: expected a list, each one of "info", "warning", "critical" (one value alone counts as a list of one), e.g. "severity": ["warning","critical"], got "urgent"',
    ]);
  });
});
