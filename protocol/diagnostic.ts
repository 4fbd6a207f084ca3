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

export { describeCode, renderDiagnostic, shortRender } from './render-diagnostic.js';

/** Turns zod issues into diagnostics that name the file and field. */
export function diagnosticsFromZod(
  file: string,
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string; code?: string; input?: unknown }>,
): Diagnostic[] {
  return issues.map((issue) => ({
    code: 'schema' as const,
    file,
    field: issue.path.length === 0 ? null : issue.path.map(String).join('.'),
    expected: issue.message,
    got: issue.input === undefined ? (issue.code === 'invalid_type' ? 'nothing' : null) : shortRender(issue.input),
  }));
}
