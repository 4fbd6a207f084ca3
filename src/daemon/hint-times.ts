/**
 * When the daemon last heard of each story before looking at it (an event, a reconcile's
 * listing), by its own clock. Under a burst a look may come seconds after its hint, and a
 * deadline's start must not move by that wait (protocol/clock-skew.ts): a step seen for the first
 * time is dated by the hint that asked for the look. The latest hint, not the first: a file that
 * arrived after an earlier hint is not dated before it was there.
 */
export class HintTimes {
  private readonly at = new Map<string, number>();

  note(id: string, at: number): void {
    this.at.set(id, at);
  }

  /** The hint behind this look, taken: hints that come during the look count for the next one. */
  take(id: string): number | undefined {
    const at = this.at.get(id);
    this.at.delete(id);
    return at;
  }

  /** A look that failed is retried as the same look: its hint stays, unless a newer one came meanwhile. */
  keep(id: string, at: number): void {
    if (!this.at.has(id)) this.at.set(id, at);
  }
}
