/**
 * Runs one evaluation per story at a time, at most `limit` at once. A story asked for again while
 * it runs is run once more afterwards, so the last event is never lost and never doubled.
 */
export class EvaluationQueue {
  private readonly pending = new Set<string>();
  private readonly running = new Set<string>();
  private scheduled = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly evaluate: (id: string) => Promise<void>,
    private readonly limit: number,
    private readonly onBatchDone: () => void,
  ) {}

  request(id: string): void {
    this.pending.add(id);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.drain();
      });
    }
  }

  /** Resolves once nothing is pending or running. */
  idle(): Promise<void> {
    if (this.pending.size === 0 && this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private drain(): void {
    for (const id of this.pending) {
      if (this.running.size >= this.limit) break;
      if (this.running.has(id)) continue;
      this.pending.delete(id);
      this.running.add(id);
      void this.evaluate(id).finally(() => {
        this.running.delete(id);
        this.drain();
        if (this.pending.size === 0 && this.running.size === 0) {
          this.onBatchDone();
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
    }
  }
}
