/**
 * Answers computed from one snapshot of the tracked state, reused until the state changes: the
 * API context replaces its tracking-file object on every change, so a burst of identical status
 * queries over 10,000 tasks sorts them once. A few dozen distinct queries per snapshot are kept.
 */
const MAX_PER_SNAPSHOT = 64;
const answers = new WeakMap<object, Map<string, unknown>>();

export function memoized<T>(snapshot: object, key: string, compute: () => T): T {
  let bySnapshot = answers.get(snapshot);
  if (!bySnapshot) answers.set(snapshot, (bySnapshot = new Map()));
  if (bySnapshot.has(key)) return bySnapshot.get(key) as T;
  const value = compute();
  if (bySnapshot.size < MAX_PER_SNAPSHOT) bySnapshot.set(key, value);
  return value;
}
