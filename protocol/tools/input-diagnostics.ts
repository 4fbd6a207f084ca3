import { z } from 'zod';
import type { Diagnostic } from '../diagnostic.js';
import { shortRender } from '../render-diagnostic.js';
import type { ToolDefinition } from './index.js';

type JsonSchema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  $defs?: Record<string, JsonSchema>;
};

type Issue = { path: ReadonlyArray<PropertyKey>; code?: string; input?: unknown; keys?: readonly string[] };

/**
 * A tool input is not a file: its problems say "tool input", the field, the form the schema
 * accepts (read from the tool's published JSON Schema, so the words cannot drift from it) and
 * the same field in the tool's input example.
 */
export function toolInputDiagnostics(tool: ToolDefinition, issues: ReadonlyArray<Issue>): Diagnostic[] {
  const root = z.toJSONSchema(tool.input, { io: 'input' }) as JsonSchema;
  const defs = root.$defs ?? {};
  const seen = new Set<string>();
  const all = issues.flatMap((issue): Diagnostic[] => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      const known = Object.keys(schemaAt(root, path, defs)?.properties ?? {});
      return (issue.keys ?? []).map((key) => ({
        code: 'tool_input' as const,
        file: tool.name,
        field: [...path, key].join('.'),
        expected: `one of the fields ${known.join(', ')}, e.g. ${JSON.stringify(tool.inputExample)}`,
        got: null,
      }));
    }
    const schema = schemaAt(root, path, defs);
    const example = exampleAt(tool.inputExample, path);
    const accepted = schema ? acceptedForm(schema, defs) : "a value the tool's input schema allows";
    return [
      {
        code: 'tool_input' as const,
        file: tool.name,
        field: path.length === 0 ? null : path.join('.'),
        expected: example === undefined ? accepted : `${accepted}, e.g. ${example}`,
        got: issue.input === undefined ? 'nothing' : shortRender(issue.input),
      },
    ];
  });
  // Two checks of one field (a pattern and a refinement) would say the same thing twice.
  return all.filter((d) => !seen.has(JSON.stringify(d)) && Boolean(seen.add(JSON.stringify(d))));
}

function resolve(schema: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  const name = schema.$ref?.replace('#/$defs/', '');
  return name !== undefined && defs[name] ? { ...defs[name], ...schema, $ref: undefined } : schema;
}

/** The schema of the field at `path`: through object properties, list items, and either side of a one-or-many list. */
function schemaAt(root: JsonSchema, path: string[], defs: Record<string, JsonSchema>): JsonSchema | null {
  let current = resolve(root, defs);
  for (const key of path) {
    const branches = current.anyOf?.map((b) => resolve(b, defs)) ?? [current];
    const next = /^\d+$/.test(key) ? branches.find((b) => b.items)?.items : branches.find((b) => b.properties?.[key])?.properties?.[key];
    if (!next) return null;
    current = resolve(next, defs);
  }
  return current;
}

function acceptedForm(schema: JsonSchema, defs: Record<string, JsonSchema>): string {
  const s = resolve(schema, defs);
  if (s.anyOf) {
    const list = s.anyOf.map((b) => resolve(b, defs)).find((b) => b.type === 'array');
    if (list && s.anyOf.length === 2) return `${acceptedForm(list, defs)} (one value alone counts as a list of one)`;
    return s.anyOf.map((b) => acceptedForm(b, defs)).join(', or ');
  }
  if (s.enum) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (s.const !== undefined) return JSON.stringify(s.const);
  switch (s.type) {
    case 'array':
      return s.items ? `a list, each ${acceptedForm(s.items, defs)}` : 'a list';
    case 'string':
      return ['a string', length(s), s.pattern ? `matching /${s.pattern}/` : ''].filter(Boolean).join(' ');
    case 'integer':
    case 'number':
      return `${s.type === 'integer' ? 'a whole number' : 'a number'}${range(s)}`;
    case 'boolean':
      return 'true or false';
    case 'object': {
      const required = new Set(s.required ?? []);
      const fields = Object.keys(s.properties ?? {}).map((key) => (required.has(key) ? `${key} (required)` : key));
      return `an object with ${fields.join(', ')}`;
    }
    default:
      return "a value the tool's input schema allows";
  }
}

function length(s: JsonSchema): string {
  if (s.minLength !== undefined && s.maxLength !== undefined) return `of ${s.minLength} to ${s.maxLength} characters`;
  if (s.maxLength !== undefined) return `of at most ${s.maxLength} characters`;
  if (s.minLength !== undefined && s.minLength > 0) return `of at least ${s.minLength} character${s.minLength === 1 ? '' : 's'}`;
  return '';
}

function range(s: JsonSchema): string {
  // zod's int() bounds itself by the safe integers: no limit a person would name.
  if (s.maximum !== undefined && s.maximum >= Number.MAX_SAFE_INTEGER) return range({ ...s, maximum: undefined });
  if (s.minimum !== undefined && s.minimum <= Number.MIN_SAFE_INTEGER) return range({ ...s, minimum: undefined });
  if (s.minimum !== undefined && s.maximum !== undefined) return ` from ${s.minimum} to ${s.maximum}`;
  if (s.minimum !== undefined) return ` of at least ${s.minimum}`;
  if (s.maximum !== undefined) return ` of at most ${s.maximum}`;
  return '';
}

/** `"field": value` from the example input, for the field the problem is in. */
function exampleAt(example: Record<string, unknown>, path: string[]): string | undefined {
  let value: unknown = example;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined || path.length === 0) return undefined;
  const key = path[path.length - 1]!;
  return /^\d+$/.test(key) ? JSON.stringify(value) : `"${key}": ${JSON.stringify(value)}`;
}
