import type { TestContext } from 'node:test';

const stacks = new WeakMap<TestContext, Array<() => unknown>>();

/**
 * Registers a cleanup that runs when the test ends, last registered first, so a daemon is closed
 * before the temp folder it writes into is removed.
 */
export function onCleanup(t: TestContext, cleanup: () => unknown): void {
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
