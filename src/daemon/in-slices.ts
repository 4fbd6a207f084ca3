/** How many items a slice holds: a few milliseconds of work on the slowest machine we run on. */
export const SLICE = 500;

/**
 * Calls `each` for every item, yielding to the event loop between slices, so work over thousands
 * of stories (a reconcile, a folder listing) never holds up a request or an event for long.
 */
export async function forEachInSlices<T>(items: Iterable<T>, each: (item: T) => void, slice = SLICE): Promise<void> {
  let inSlice = 0;
  for (const item of items) {
    if (inSlice === slice) {
      await new Promise((resolve) => setImmediate(resolve));
      inSlice = 0;
    }
    each(item);
    inSlice += 1;
  }
}
