/**
 * Runs one evaluation per story at a time, at most `limit` at once. A story asked for again while
 * it runs is run once more afterwards, so the last event is never lost and never doubled.
 *
 * Two lanes: a story named by an event goes ahead of the stories a reconcile sweeps through, so a
 * handoff is not kept waiting behind thousands of look-agains at stories that did not change.
 */
export class EvaluationQueue {
  private readonly urgent = new Set<string>();
  private readonly background = new Set<string>();
  private readonly running = new Set<string>();
  private runningUrgent = 0;
  private scheduled = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly evaluate: (id: string) => Promise<void>,
    private readonly limit: number,
    private readonly onBatchDone: () => void,
    /** At most this many swept stories at once, so a sweep leaves the event loop room for requests. */
    private readonly backgroundLimit: () => number = () => limit,
  ) {}

  /** A story an event or a deadline names: evaluated before any swept one. */
  request(id: string): void {
    this.background.delete(id);
    this.urgent.add(id);
    this.schedule();
  }

  /** A story a reconcile sweeps: evaluated when no event is waiting. */
  sweep(id: string): void {
    if (this.urgent.has(id)) return;
    this.background.add(id);
    this.schedule();
  }

  /** Resolves once nothing is pending or running. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.urgent.size === 0 && this.background.size === 0 && this.running.size === 0;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.drain();
    });
  }

  private drain(): void {
    this.startFrom(this.urgent, true);
    this.startFrom(this.background, false);
  }

  private startFrom(lane: Set<string>, urgent: boolean): void {
    for (const id of lane) {
      if (this.running.size >= this.limit || (!urgent && this.running.size - this.runningUrgent >= this.backgroundLimit())) return;
      if (this.running.has(id)) continue;
      lane.delete(id);
      this.running.add(id);
      if (urgent) this.runningUrgent += 1;
      void this.evaluate(id).finally(() => {
        this.running.delete(id);
        if (urgent) this.runningUrgent -= 1;
        this.drain();
        const idle = this.isIdle();
        // The events are served: the batch's follow-up work (workers, the write) need not wait for a sweep to end.
        if (idle || (urgent && this.urgent.size === 0 && this.runningUrgent === 0)) this.onBatchDone();
        if (!idle) return;
        const waiters = this.idleWaiters;
        this.idleWaiters = [];
        for (const resolve of waiters) resolve();
      });
    }
  }
}
