/**
 * fetch() bounded by a timer that keeps the process alive while it waits. AbortSignal.timeout's
 * timer does not: a request stuck on a reset connection could then let a short-lived CLI end with
 * its work unfinished and nothing said.
 */
export async function fetchWithin(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

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
