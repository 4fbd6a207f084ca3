import { z } from 'zod';
import { shortRender } from './render-diagnostic.js';

/**
 * Every problem the daemon finds in a file is data with a code; the text a person reads is made
 * from it in one place (`renderDiagnostic`), so the wording cannot drift between CLI, logs and HTTP.
 */
export const DIAGNOSTIC_CODES = [
  'yaml_syntax',
  'no_front_matter',
  'schema',
  'agent_mismatch',
  'id_mismatch',
  'bad_story_id',
  'bad_agent_name',
  'unknown_agent',
  'misspelt_key',
  'unserved_review',
  'bad_broadcast_id',
  'duplicate_story_id',
  'too_large',
  'binary',
  'symlink_outside',
  'unreadable',
  'unknown_story',
  'dependency_cycle',
  'unknown_dependency',
  'tracking_corrupt',
  'config',
  'tool_input',
  'phase_order',
  'stale_artifact',
  'plan_rule',
  'clock_skew',
] as const;

export const DiagnosticCode = z.enum(DIAGNOSTIC_CODES);
export type DiagnosticCode = z.infer<typeof DiagnosticCode>;

export const Diagnostic = z.object({
  code: DiagnosticCode,
  file: z.string().describe('path relative to the project root'),
  field: z.string().nullable().describe('the front matter field or config key at fault; null when the whole file is'),
  expected: z.string().describe('what would have been accepted'),
  got: z.string().nullable().optional().describe('a short rendering of what was found'),
  line: z.number().int().positive().optional().describe('1-based line, when known'),
});
export type Diagnostic = z.infer<typeof Diagnostic>;

export { describeCode, renderDiagnostic, renderEssential, shortRender } from './render-diagnostic.js';

/** What a zod issue carries that a diagnostic needs; zod's own message is only the last resort. */
export interface ZodIssueLike {
  path: ReadonlyArray<PropertyKey>;
  message: string;
  code?: string;
  input?: unknown;
  expected?: unknown;
  values?: readonly unknown[];
}

/**
 * Turns zod issues into diagnostics that name the file and field. `data` is what was validated:
 * `got` shows the value the file had even when zod was not asked to report inputs.
 */
export function diagnosticsFromZod(file: string, issues: ReadonlyArray<ZodIssueLike>, data?: unknown): Diagnostic[] {
  return issues.map((issue) => {
    const input = issue.input !== undefined || issue.path.length === 0 ? issue.input : valueAt(data, issue.path);
    return {
      code: 'schema' as const,
      file,
      field: issue.path.length === 0 ? null : issue.path.map(String).join('.'),
      expected: expectedOf(issue),
      got: input === undefined ? (issue.code === 'invalid_type' ? 'nothing' : null) : shortRender(input),
    };
  });
}

/** "a string", "one of \"low\", \"normal\"": what was accepted, without zod's "Invalid input: expected". */
function expectedOf(issue: ZodIssueLike): string {
  if (issue.code === 'invalid_type' && typeof issue.expected === 'string') return withArticle(issue.expected);
  if (issue.code === 'invalid_value' && Array.isArray(issue.values)) {
    return issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  return issue.message.replace(/^Invalid [a-z ]*: /, '').replace(/^expected /, '');
}

function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
