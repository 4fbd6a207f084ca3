import { reconnectDelay, staleAfter } from '../../src/dashboard/view/reconnect.js';
import type { StreamMessage } from '../../src/dashboard/wire.js';

export type LinkStatus = { kind: 'connecting' } | { kind: 'live' } | { kind: 'waiting'; retryAt: number; reason: string };

export interface ConnectionHandlers {
  /** Returns false when the page's copy cannot take the message (a gap): the stream starts over. */
  message(message: StreamMessage): boolean;
  status(status: LinkStatus): void;
  /** `<boot>.<seq>` of what the page holds, so a reconnect gets only what it missed. */
  position(): string | null;
}

const HEARTBEAT_MS = 15_000;
const EVENTS = ['snapshot', 'delta', 'ping'] as const;

/**
 * The page's end of `GET /api/stream`. The browser's own EventSource retry is replaced by one
 * with backoff and a `since` position, so a daemon restart or a missed delta is followed by a
 * fresh snapshot instead of a page that silently stops changing.
 */
export class Connection {
  private source: EventSource | null = null;
  private attempt = 0;
  private retryTimer: number | null = null;
  private watchdog: number | null = null;

  constructor(
    private readonly url: string,
    private readonly handlers: ConnectionHandlers,
  ) {}

  open(fresh = false): void {
    this.clear();
    const position = fresh ? null : this.handlers.position();
    this.handlers.status({ kind: 'connecting' });
    const source = new EventSource(position ? `${this.url}?since=${encodeURIComponent(position)}` : this.url);
    this.source = source;
    for (const name of EVENTS) source.addEventListener(name, (event) => this.receive((event as MessageEvent<string>).data));
    source.onerror = () => this.retry('the daemon is not answering');
    this.armWatchdog();
  }

  private receive(data: string): void {
    this.armWatchdog();
    const message = JSON.parse(data) as StreamMessage;
    if (!this.handlers.message(message)) {
      // A gap or another daemon run: start over from a snapshot, after a pause if it keeps happening.
      this.retry('catching up', true);
      return;
    }
    if (this.attempt !== 0 || message.type === 'snapshot') this.handlers.status({ kind: 'live' });
    this.attempt = 0;
  }

  private retry(reason: string, fresh = false): void {
    this.clear();
    this.attempt += 1;
    const delay = fresh && this.attempt === 1 ? 0 : reconnectDelay(this.attempt, Math.random());
    this.handlers.status({ kind: 'waiting', retryAt: Date.now() + delay, reason });
    this.retryTimer = window.setTimeout(() => this.open(fresh), delay);
  }

  private armWatchdog(): void {
    if (this.watchdog !== null) window.clearTimeout(this.watchdog);
    this.watchdog = window.setTimeout(() => this.retry('no word from the daemon'), staleAfter(HEARTBEAT_MS));
  }

  private clear(): void {
    this.source?.close();
    this.source = null;
    if (this.retryTimer !== null) window.clearTimeout(this.retryTimer);
    if (this.watchdog !== null) window.clearTimeout(this.watchdog);
    this.retryTimer = null;
    this.watchdog = null;
  }
}
