import type { CleanupScope } from '../../spec/helpers/cleanup.js';

/** Defaults throughout (ttl 8 s, poll 1 s, watch "auto", reconcile 30 s); only the HTTP port is left to the system, as two daemons run. */
export const HOSTS_CONFIG = '[forge]\ndashboard_port = 0\n';

/**
 * Runs `body` with a cleanup scope of its own for the simulated-hosts harness (mounts, daemons,
 * folders), and runs its cleanups when it ends, whether it succeeded or not.
 */
export async function scoped<T>(body: (scope: CleanupScope) => Promise<T>): Promise<T> {
  const cleanups: Array<() => unknown> = [];
  const scope: CleanupScope = { after: (fn) => void cleanups.push(fn as () => unknown) };
  try {
    return await body(scope);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

/** Polls `probe` every 10 ms; false (not an error) when `timeoutMs` passes first, so a bench counts what did not happen. */
export async function within(probe: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (await probe()) return true;
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
