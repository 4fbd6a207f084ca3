/**
 * Consecutive failures per key, and how long to wait before the next try: doubling from half a
 * second up to 30 s.
 */
export class RetryBackoff {
  private readonly failures = new Map<string, number>();

  /** Counts one more failure of `key`; returns the count and the wait before the next try. */
  failed(key: string): { count: number; retryIn: number } {
    const count = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, count);
    return { count, retryIn: Math.min(30_000, 250 * 2 ** Math.min(count, 7)) };
  }

  succeeded(key: string): void {
    this.failures.delete(key);
  }
}
