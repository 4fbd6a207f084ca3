import { fetchFailure, fetchWithin } from '../net/fetch-failure.js';
import { parseRetryAfter } from '../net/retry-after.js';
import { BoundedQueue } from './bounded-queue.js';
import type { ForgeEvent } from './forge-event.js';

export interface HubSenderOptions {
  /** `{hub_url}/api/projects/{project_id}/events`. */
  url: string;
  token: string | null;
  timeoutMs: number;
  queueLimit: number;
  warn: (message: string) => void;
  info: (message: string) => void;
  backoff?: { initialMs: number; maxMs: number };
}

type PostOutcome = { kind: 'sent' } | { kind: 'rejected'; status: number } | { kind: 'failed'; why: string; retryAfterMs: number | null };

/**
 * Fire-and-forget delivery of events to the lab hub. `enqueue` is synchronous and O(1), so the
 * daemon never waits on the hub. One request at a time, each bounded by a short timeout; while
 * the hub is down the events wait in a bounded queue (the oldest dropped, with a counted warning)
 * and delivery is retried with backoff. Log lines name the hub's origin only: never the path,
 * never the token.
 */
export class HubSender {
  private readonly queue: BoundedQueue<ForgeEvent>;
  private readonly origin: string;
  private readonly backoff: { initialMs: number; maxMs: number };
  private delayMs: number;
  private sending: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private down = false;
  private closed = false;
  private readonly warnedStatus = new Set<number>();
  sent = 0;
  rejected = 0;

  constructor(private readonly options: HubSenderOptions) {
    this.queue = new BoundedQueue(options.queueLimit);
    this.origin = new URL(options.url).origin;
    this.backoff = options.backoff ?? { initialMs: 500, maxMs: 30_000 };
    this.delayMs = this.backoff.initialMs;
  }

  get url(): string {
    return this.options.url;
  }

  get dropped(): number {
    return this.queue.dropped;
  }

  get queued(): number {
    return this.queue.size;
  }

  enqueue(event: ForgeEvent): void {
    if (this.closed) return;
    if (this.queue.push(event) !== undefined) this.noteDrop();
    this.pump();
  }

  /** Stops retrying; gives the events still queued one last chance within `deadlineMs`. */
  async close(deadlineMs: number): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.sending;
    const deadline = Date.now() + deadlineMs;
    while (this.queue.size > 0 && Date.now() < deadline) {
      if (!(await this.sendHead())) break;
    }
    if (this.queue.size > 0)
      this.options.warn(`event stream: ${this.queue.size} event(s) not delivered to ${this.origin} before shutdown (${this.dropped} dropped earlier)`);
  }

  private pump(): void {
    if (this.sending || this.retryTimer || this.closed || this.queue.size === 0) return;
    this.sending = (async () => {
      while (!this.closed && this.queue.size > 0) {
        if (!(await this.sendHead())) break;
      }
    })().finally(() => {
      this.sending = null;
      // A retry timer that fired while this round was still finishing found it busy.
      if (!this.retryTimer && !this.down) this.pump();
    });
  }

  /** Sends the oldest event; false when the hub could not take it (it stays queued). */
  private async sendHead(): Promise<boolean> {
    const event = this.queue.peek();
    if (!event) return true;
    const outcome = await this.post(event);
    if (outcome.kind === 'failed') {
      this.noteDown(outcome.why);
      if (!this.closed) this.scheduleRetry(outcome.retryAfterMs);
      return false;
    }
    // The event may have been evicted by the bound while it was in flight.
    if (this.queue.peek() === event) this.queue.shift();
    if (outcome.kind === 'rejected') {
      this.rejected += 1;
      if (!this.warnedStatus.has(outcome.status)) {
        this.warnedStatus.add(outcome.status);
        const hint = outcome.status === 401 || outcome.status === 403 ? ' (check VIBE_LAB_FORGE_TOKEN)' : '';
        this.options.warn(`event stream: ${this.origin} refused an event with HTTP ${outcome.status}${hint}; such events are dropped`);
      }
    } else {
      this.sent += 1;
    }
    if (this.down) {
      this.down = false;
      this.options.info(`event stream: ${this.origin} reachable again; sending the ${this.queue.size} queued event(s)`);
    }
    this.delayMs = this.backoff.initialMs;
    return true;
  }

  private async post(event: ForgeEvent): Promise<PostOutcome> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.token !== null) headers.authorization = `Bearer ${this.options.token}`;
    try {
      const response = await fetchWithin(this.options.url, { method: 'POST', headers, body: JSON.stringify(event) }, this.options.timeoutMs);
      await response.body?.cancel();
      if (response.ok) return { kind: 'sent' };
      if (response.status === 429 || response.status >= 500) {
        return { kind: 'failed', why: `HTTP ${response.status}`, retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), Date.now()) };
      }
      return { kind: 'rejected', status: response.status };
    } catch (error) {
      const why = fetchFailure(error, this.options.timeoutMs);
      if (why === null) throw error;
      return { kind: 'failed', why, retryAfterMs: null };
    }
  }

  private scheduleRetry(retryAfterMs: number | null): void {
    const delay = Math.max(this.delayMs, retryAfterMs ?? 0);
    this.delayMs = Math.min(this.delayMs * 2, this.backoff.maxMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.pump();
    }, delay);
    this.retryTimer.unref();
  }

  private noteDown(why: string): void {
    if (this.down) return;
    this.down = true;
    this.options.warn(`event stream: cannot reach ${this.origin} (${why}); holding up to ${this.queue.limit} events and retrying with backoff`);
  }

  private noteDrop(): void {
    const dropped = this.queue.dropped;
    // Counted, not one line per event: 1, 10, 100, then every 1,000.
    if (dropped === 1 || dropped === 10 || dropped === 100 || dropped % 1000 === 0) {
      this.options.warn(
        `event stream: queue full (${this.queue.limit} events) while ${this.origin} is unreachable; dropped the oldest, ${dropped} dropped so far`,
      );
    }
  }
}
