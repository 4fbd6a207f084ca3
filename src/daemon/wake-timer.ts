import type { Clock } from '../clock.js';

/** setTimeout holds at most ~24.8 days; a later wake is re-armed when this one fires. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** A single timer on the earliest wake time of every story (deadlines, stalls, settles). */
export class WakeTimer {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly onDue: () => void,
  ) {}

  /** Fires `onDue` at `next` (ms since the epoch), replacing any earlier arming; null disarms. */
  arm(next: number | null): void {
    this.stop();
    if (next === null) return;
    const delay = Math.min(Math.max(0, next - this.clock.now()), LONGEST_TIMEOUT_MS);
    // Unref'd: the watchers keep a running daemon alive; a timer alone must never keep the process
    // of a closed one (a test, a --once run) from exiting.
    this.timer = setTimeout(() => {
      this.timer = null;
      this.onDue();
    }, delay).unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
