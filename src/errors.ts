import type { ErrorCode } from '../protocol/error-codes.js';

/**
 * The one error class that crosses module boundaries. Its code (protocol/error-codes.ts) decides
 * the CLI exit code and the HTTP status (both from the tables below), never its message text.
 */
export class ForgeError extends Error {
  override readonly name = 'ForgeError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** CLI exit codes: 0 ok, 1 failed, 2 usage. */
export const EXIT_CODE: Record<ErrorCode, 1 | 2> = {
  usage: 2,
  bad_input: 1,
  not_found: 1,
  conflict: 1,
  locked: 1,
  config: 1,
  io: 1,
  protocol_mismatch: 1,
  project_mismatch: 1,
  too_large: 1,
  forbidden: 1,
  method_not_allowed: 1,
  unavailable: 1,
  internal: 1,
};

export const HTTP_STATUS: Record<ErrorCode, number> = {
  usage: 400,
  bad_input: 400,
  not_found: 404,
  conflict: 409,
  locked: 423,
  config: 500,
  io: 500,
  protocol_mismatch: 409,
  project_mismatch: 409,
  too_large: 413,
  forbidden: 403,
  method_not_allowed: 405,
  unavailable: 503,
  internal: 500,
};

export function asForgeError(error: unknown): ForgeError {
  if (error instanceof ForgeError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ForgeError('internal', message, { cause: error });
}

/** The one error envelope of every query surface. */
export function errorEnvelope(error: ForgeError): { ok: false; error: { code: ErrorCode; message: string } } {
  return { ok: false, error: { code: error.code, message: error.message } };
}
