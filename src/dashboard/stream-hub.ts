import { randomBytes } from 'node:crypto';
import { HISTORY_FILE } from '../../protocol/paths.js';
import type { DaemonView, StoryTransition } from '../daemon/services.js';
import { inProject } from '../project/project-root.js';
import { type BoardChanges, BoardDiff } from './board-diff.js';
import { DeltaRing, parseSince, sseFrame } from './delta-ring.js';
import { type BroadcastSource, ExtrasReader } from './extras/extras-reader.js';
import { LedgerTail } from './extras/ledger-tail.js';
import { StoryHistory } from './story-history.js';
import type { Card, DeltaMessage, Extras, PingMessage } from './wire.js';

export interface StreamHubOptions {
  /** A ping to every page this often, so a dead connection is noticed on both ends. */
  heartbeatMs?: number;
  /** How often the slow facts (tokens, audit lines, broadcasts) are looked at while pages are open. */
  extrasMs?: number;
  /** Deltas kept for pages that reconnect after a short gap. */
  ringSize?: number;
  /** A page that lets this much pile up unread is dropped; it reconnects and starts over. */
  maxQueuedBytes?: number;
  /** How far back the timeline keeps confirmed stories. */
  recentWindowMs?: number;
  broadcasts?: BroadcastSource;
}

interface Client {
  controller: ReadableStreamDefaultController<Uint8Array>;
}

const RECENT_MAX = 1000;
const encoder = new TextEncoder();

/**
 * The dashboard's live feed. After each tracking write the daemon emits `flushed`; the hub diffs
 * the store against what it last sent, once for all pages, frames one delta and writes the same
 * bytes to every open stream. Nothing is computed while no page is open.
 */
export class StreamHub {
  readonly boot = randomBytes(6).toString('hex');
  readonly history = new StoryHistory();
  private seq = 0;
  private readonly diff = new BoardDiff();
  private readonly ring: DeltaRing;
  private readonly clients = new Set<Client>();
  private snapshotCache: { seq: number; bytes: Uint8Array } | null = null;
  private recent: Card[] = [];
  private handle: DaemonView | null = null;
  private extras: ExtrasReader | null = null;
  private ledger: LedgerTail | null = null;
  private slowWork: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | null = null;
  private extrasTimer: NodeJS.Timeout | null = null;
  private readonly options: Required<Omit<StreamHubOptions, 'broadcasts'>>;

  constructor(options: StreamHubOptions = {}) {
    this.options = {
      heartbeatMs: options.heartbeatMs ?? 15_000,
      extrasMs: options.extrasMs ?? 2_000,
      ringSize: options.ringSize ?? 256,
      maxQueuedBytes: options.maxQueuedBytes ?? 16 * 1024 * 1024,
      recentWindowMs: options.recentWindowMs ?? 12 * 3600_000,
    };
    this.ring = new DeltaRing(this.options.ringSize);
    this.broadcasts = options.broadcasts ?? null;
  }

  private readonly broadcasts: BroadcastSource | null;

  private readonly onFlushed = (): void => {
    if (this.clients.size > 0) this.publishBoard();
  };

  private readonly onTransition = (transition: StoryTransition): void => {
    this.history.record(transition);
  };

  async attach(handle: DaemonView): Promise<void> {
    this.handle = handle;
    this.extras = new ExtrasReader(
      handle.projectRoot,
      this.broadcasts,
      () => handle.projectId(),
      (id) => handle.store.get(id)?.state ?? null,
    );
    this.ledger = new LedgerTail(inProject(handle.projectRoot, HISTORY_FILE));
    handle.events.on('flushed', this.onFlushed);
    handle.events.on('transition', this.onTransition);
    this.recent = await this.ledger.read(handle.clock.now() - this.options.recentWindowMs);
    await this.extras.refresh(this.escalatedIds());
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** `GET /api/stream[?since=<boot>.<seq>]`: a page's event stream. */
  connect(request: Request): Response {
    const since = parseSince(new URL(request.url).searchParams.get('since'));
    let client: Client | null = null;
    const stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          client = { controller };
          this.publishBoard();
          const missed = since?.boot === this.boot ? this.ring.after(since.seq, this.seq) : null;
          if (missed === null) controller.enqueue(this.snapshotBytes());
          else if (missed.length > 0) controller.enqueue(encoder.encode(missed.join('')));
          else controller.enqueue(encoder.encode(this.pingFrame()));
          this.clients.add(client);
          this.startTimers();
        },
        cancel: () => {
          if (client) this.drop(client);
        },
      },
      { highWaterMark: this.options.maxQueuedBytes, size: (chunk) => chunk.byteLength },
    );
    request.signal.addEventListener('abort', () => client && this.drop(client), { once: true });
    return new Response(stream, {
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
    });
  }

  close(): void {
    if (this.handle) {
      this.handle.events.off('flushed', this.onFlushed);
      this.handle.events.off('transition', this.onTransition);
    }
    for (const client of [...this.clients]) this.drop(client, true);
    this.stopTimers();
  }

  /** Diffs the store against what was sent and sends the difference; a no-op when nothing changed. */
  private publishBoard(): void {
    if (!this.handle) return;
    const changes = this.diff.next(this.handle.store);
    if (changes === null) return;
    this.publish(deltaFields(changes));
    if (changes.removed.length > 0) this.queueSlow(() => this.readLedger());
  }

  private publish(fields: Omit<DeltaMessage, 'type' | 'boot' | 'seq' | 'now'>): void {
    this.seq += 1;
    const message: DeltaMessage = { type: 'delta', boot: this.boot, seq: this.seq, now: this.now(), ...fields };
    const frame = sseFrame('delta', JSON.stringify(message), this.seq);
    this.ring.push(this.seq, frame);
    this.sendAll(encoder.encode(frame));
  }

  private sendAll(bytes: Uint8Array): void {
    for (const client of this.clients) {
      if ((client.controller.desiredSize ?? 0) < 0) {
        this.drop(client, true);
        continue;
      }
      client.controller.enqueue(bytes);
    }
  }

  private drop(client: Client, end = false): void {
    if (!this.clients.delete(client)) return;
    if (end) {
      try {
        client.controller.close();
      } catch (error) {
        // TypeError: the stream was already closed or cancelled by the page going away.
        if (!(error instanceof TypeError)) throw error;
      }
    }
    if (this.clients.size === 0) this.stopTimers();
  }

  private snapshotBytes(): Uint8Array {
    if (this.snapshotCache?.seq === this.seq) return this.snapshotCache.bytes;
    const head = {
      type: 'snapshot',
      boot: this.boot,
      seq: this.seq,
      now: this.now(),
      project: this.handle?.projectId() ?? '',
      lease: this.handle?.lease?.() ?? null,
      recent: this.recent,
      workers: this.diff.currentWorkers(),
      rejected: this.diff.currentRejected(),
      extras: this.extras?.value() ?? { tokens: {}, broadcasts: [], audit: {} },
    };
    // The cards are spliced in as the JSON already made for each, instead of serialising 10,000 again.
    const json = `${JSON.stringify(head).slice(0, -1)},"cards":[${[...this.diff.cardJson()].join(',')}]}`;
    const bytes = encoder.encode(sseFrame('snapshot', json, this.seq));
    this.snapshotCache = { seq: this.seq, bytes };
    return bytes;
  }

  private pingFrame(): string {
    const ping: PingMessage = { type: 'ping', boot: this.boot, seq: this.seq, now: this.now() };
    return sseFrame('ping', JSON.stringify(ping));
  }

  private async readLedger(): Promise<void> {
    if (!this.ledger || !this.handle) return;
    const since = this.now() - this.options.recentWindowMs;
    const cards = await this.ledger.read(since);
    this.recent = [...this.recent.filter((card) => (card.confirmed ?? card.completed ?? 0) >= since), ...cards].slice(-RECENT_MAX);
    if (cards.length > 0) this.publish({ recent: cards });
  }

  private async refreshExtras(): Promise<void> {
    if (!this.extras) return;
    const changed: Partial<Extras> | null = await this.extras.refresh(this.escalatedIds());
    if (changed !== null && this.clients.size > 0) this.publish({ extras: changed });
  }

  /** File reads for the slow facts run one at a time, never overlapping, and never fail the daemon. */
  private queueSlow(work: () => Promise<void>): void {
    this.slowWork = this.slowWork.then(work).catch((error: Error) => this.handle?.logger.warn(`dashboard: ${error.message}`));
  }

  private escalatedIds(): string[] {
    const ids: string[] = [];
    for (const [id, entry] of this.handle?.store.values() ?? []) if (entry.state === 'escalated') ids.push(id);
    return ids.sort();
  }

  private startTimers(): void {
    this.heartbeat ??= setInterval(() => this.sendAll(encoder.encode(this.pingFrame())), this.options.heartbeatMs).unref();
    this.extrasTimer ??= setInterval(() => this.queueSlow(() => this.refreshExtras()), this.options.extrasMs).unref();
  }

  private stopTimers(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.extrasTimer) clearInterval(this.extrasTimer);
    this.heartbeat = null;
    this.extrasTimer = null;
  }

  /** Confirmed stories the timeline still shows, for the story detail. */
  recentCard(id: string): Card | null {
    return this.recent.findLast((card) => card.id === id) ?? null;
  }

  private now(): number {
    return this.handle ? this.handle.clock.now() : 0;
  }
}

function deltaFields(changes: BoardChanges): Omit<DeltaMessage, 'type' | 'boot' | 'seq' | 'now'> {
  const fields: Omit<DeltaMessage, 'type' | 'boot' | 'seq' | 'now'> = {};
  if (changes.cards.length > 0) fields.cards = changes.cards;
  if (changes.removed.length > 0) fields.removed = changes.removed;
  if (changes.workers) fields.workers = changes.workers;
  if (changes.rejected.length > 0) fields.rejected = changes.rejected;
  if (changes.unrejected.length > 0) fields.unrejected = changes.unrejected;
  return fields;
}
