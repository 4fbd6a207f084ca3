/**
 * Why a fetch() found nobody to talk to, or null when the error is something else (a bug, to be
 * rethrown). TimeoutError/AbortError: no answer in time; TypeError: refused, reset, DNS.
 */
export function fetchFailure(error: unknown, timeoutMs: number): string | null {
  const name = (error as Error).name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  if (!(error instanceof TypeError)) return null;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
