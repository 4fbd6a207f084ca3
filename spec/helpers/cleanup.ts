import type { TestContext } from 'node:test';

/** Whatever runs cleanups at its end: a test's context, or a benchmark's own scope. */
export type CleanupScope = Pick<TestContext, 'after'>;

const stacks = new WeakMap<CleanupScope, Array<() => unknown>>();

/**
 * Registers a cleanup that runs when the test ends, last registered first, so a daemon is closed
 * before the temp folder it writes into is removed.
 */
export function onCleanup(t: CleanupScope, cleanup: () => unknown): void {
  let stack = stacks.get(t);
  if (!stack) {
    const fresh: Array<() => unknown> = [];
    stacks.set(t, fresh);
    stack = fresh;
    t.after(async () => {
      while (fresh.length > 0) await fresh.pop()!();
    });
  }
  stack.push(cleanup);
}
