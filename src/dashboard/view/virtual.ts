/**
 * Which rows of a long list to put in the page: those in view plus a few either side, so a
 * column of 10,000 cards costs as much to draw as a column of twenty.
 */
export function visibleRange(scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 4): { start: number; end: number } {
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const inView = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + inView + overscan);
  return { start, end };
}

/** The scroll position that brings row `index` fully into view, or the current one when it already is. */
export function scrollToShow(index: number, scrollTop: number, viewportHeight: number, rowHeight: number): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewportHeight) return top + rowHeight - viewportHeight;
  return scrollTop;
}
