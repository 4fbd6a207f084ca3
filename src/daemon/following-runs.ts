/**
 * One run of `work` at a time. Asked for while one runs, one more follows it (however often it
 * was asked meanwhile): the running one may have started before the change that asked for it.
 * Nothing starts while `allowed()` is false, not even a follow-up queued before.
 */
export class FollowingRuns {
  private running: Promise<void> | null = null;
  private following: Promise<void> | null = null;
  private repeatTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly allowed: () => boolean,
  ) {}

  run(): Promise<void> {
    if (!this.allowed()) return Promise.resolve();
    if (this.running) {
      this.following ??= this.running.then(() => {
        this.following = null;
        return this.run();
      });
      return this.following;
    }
    this.running = this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The run under way and the one queued after it, if any. */
  underWay(): Array<Promise<void>> {
    return [this.running, this.following].filter((run): run is Promise<void> => run !== null);
  }

  /** Runs again `intervalMs()` after each run ends, until `stopRepeating()` or while not allowed. */
  repeat(intervalMs: () => number): void {
    if (!this.allowed()) return;
    // Unref'd: a repeat alone never keeps the process alive.
    this.repeatTimer = setTimeout(() => {
      void this.run().finally(() => this.repeat(intervalMs));
    }, intervalMs()).unref();
  }

  stopRepeating(): void {
    if (this.repeatTimer) clearTimeout(this.repeatTimer);
    this.repeatTimer = null;
  }
}
