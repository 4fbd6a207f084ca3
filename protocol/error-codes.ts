/**
 * The error codes of the one error envelope `{ ok: false, error: { code, message } }` that every
 * query surface (CLI --json, HTTP, MCP) answers with. They are a wire contract: clients branch on
 * them, so a code is added here, never renamed. The CLI exit code and HTTP status of each live in
 * src/errors.ts.
 */
export const ERROR_CODES = [
  'usage',
  'bad_input',
  'not_found',
  'conflict',
  'locked',
  'config',
  'io',
  'protocol_mismatch',
  'project_mismatch',
  'too_large',
  'forbidden',
  'method_not_allowed',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
