import WebSocket from 'ws';
import { toIso } from '../../protocol/timestamps.js';
import type { Clock } from '../clock.js';
import type { Logger } from '../daemon/logger.js';
import { readLabStories, updateLabStories } from './lab-stories.js';
import { relayDelay } from './relay-backoff.js';
import { classifyRelayMessage, type RelayMessage, relayUpdate } from './relay-event.js';
import { freshRelayState, type RelayState } from './relay-state.js';

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface RelayDeps {
  /** `{relay_url}/subscribe?project={project_id}`. */
  url: string;
  token: string;
  projectId: string;
  projectRoot: string;
  clock: Clock;
  random: () => number;
  timers: Timers;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Every change of the state (the service writes it out). */
  onChange: (state: RelayState) => void;
}

/** Close codes by which a relay says the token is refused: policy violation, and the 4xxx mirrors of HTTP 401 and 403. */
const REFUSAL_CODES = new Set([1008, 4001, 4003, 4401, 4403]);
const HANDSHAKE_TIMEOUT_MS = 10_000;

/**
 * FORGE-6: one WebSocket to lab's relay for this project. The first message is
 * `{"auth": token}`; story events update `.forge/lab-stories.json` (one write at a time, the
 * latest event of each story winning), queue summaries are kept for the dashboard, heartbeats and agent starts are
 * ignored, anything else is counted and skipped. A dropped connection is reconnected after a
 * doubling, jittered delay; a refused token stops the subscription for good (no retry storm).
 */
export class RelaySubscription {
  private socket: WebSocket | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private closed = false;
  private writes: Promise<void> = Promise.resolve();
  private readonly pending = new Map<string, { message: Extract<RelayMessage, { kind: 'story_transition' | 'agent_completed' }>; at: string }>();
  private flushQueued = false;
  private readonly problems = new Set<string>();
  readonly state: RelayState;

  constructor(private readonly deps: RelayDeps) {
    this.state = freshRelayState('connecting', deps.url, null, this.now());
  }

  start(): void {
    this.connect();
  }

  private now(): string {
    return toIso(this.deps.clock.now());
  }

  private change(patch: Partial<RelayState>): void {
    if (patch.state !== undefined && patch.state !== this.state.state) patch.since = this.now();
    Object.assign(this.state, patch);
    this.deps.onChange({ ...this.state, events: { ...this.state.events } });
  }

  private connect(): void {
    if (this.closed) return;
    this.change({ state: 'connecting', next_attempt_at: null });
    const socket = new WebSocket(this.deps.url, { handshakeTimeout: HANDSHAKE_TIMEOUT_MS });
    this.socket = socket;
    let delivered = false;
    let refused: string | null = null;
    socket.on('open', () => {
      socket.send(JSON.stringify({ auth: this.deps.token }));
      this.change({ state: 'open', reason: null, connected_at: this.now() });
      this.deps.logger.info(`lab relay: subscribed to ${this.state.url} for ${this.deps.projectId}`);
    });
    socket.on('unexpected-response', (_request, response) => {
      if (response.statusCode === 401 || response.statusCode === 403) refused = `the relay answered ${response.statusCode} to the subscription`;
      this.change({ reason: `the relay answered HTTP ${response.statusCode}` });
      socket.terminate();
    });
    socket.on('message', (data) => {
      const message = classifyRelayMessage(data.toString());
      if (message.kind === 'auth_refused') {
        refused = message.reason;
        socket.close();
        return;
      }
      delivered = true;
      this.handle(message);
    });
    // ws reports the cause here, then closes: the close handler decides what comes next.
    socket.on('error', (error) => this.change({ reason: error.message }));
    socket.on('close', (code, reason) => {
      if (this.socket === socket) this.socket = null;
      if (refused === null && REFUSAL_CODES.has(code))
        refused = `the relay closed the subscription with code ${code}${reason.length > 0 ? ` (${reason.toString().slice(0, 200)})` : ''}`;
      if (refused !== null) return this.refuse(refused);
      if (this.closed) return;
      // A connection that carried events was healthy: the next drop starts the backoff over.
      if (delivered) this.attempt = 0;
      this.retry(this.state.reason ?? `the relay closed the connection (code ${code})`);
    });
  }

  private refuse(reason: string): void {
    this.clearTimer();
    this.change({ state: 'refused', reason: `the relay refused VIBE_LAB_FORGE_TOKEN: ${reason}`, next_attempt_at: null });
    this.deps.logger.warn(
      `lab relay: ${this.state.reason}; the subscription is stopped (no retries) until the daemon is restarted with a token the relay accepts`,
    );
  }

  private retry(reason: string): void {
    const delay = relayDelay(this.attempt, this.deps.random());
    if (this.attempt === 0) this.deps.logger.warn(`lab relay: ${reason}; reconnecting with backoff (said once until it is back)`);
    this.attempt += 1;
    this.change({ state: 'waiting', reason, reconnects: this.state.reconnects + 1, next_attempt_at: toIso(this.deps.clock.now() + delay) });
    this.timer = this.deps.timers.set(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  private handle(message: RelayMessage): void {
    const at = this.now();
    switch (message.kind) {
      case 'auth_ok':
      case 'auth_refused':
        return;
      case 'ignored':
        this.state.events.ignored += 1;
        this.change({});
        return;
      case 'skipped':
        this.state.events.skipped += 1;
        this.change({});
        return;
      case 'queue_summary': {
        const { type: _type, project_id, ...queue } = message.event;
        if (project_id !== this.deps.projectId) return;
        this.state.events.queue_summary += 1;
        this.change({ queue, last_event_at: at });
        return;
      }
      case 'story_transition':
      case 'agent_completed':
        this.state.events[message.kind] += 1;
        this.change({ last_event_at: at });
        // The latest event per story wins; a burst becomes one write instead of one per event.
        this.pending.set(`${message.event.project_id}/${message.event.forge_task_id}`, { message, at });
        if (!this.flushQueued) {
          this.flushQueued = true;
          this.writes = this.writes.then(() => this.flush());
        }
    }
  }

  /** Writes the story events received since the last write, in one read and one write of the file. */
  private async flush(): Promise<void> {
    this.flushQueued = false;
    const batch = [...this.pending.values()];
    this.pending.clear();
    try {
      const stories = await readLabStories(this.deps.projectRoot);
      const updates: Record<string, { status: string; last_checked: string }> = {};
      for (const { message, at } of batch) {
        const update = relayUpdate(stories, this.deps.projectId, message, at);
        if (update) updates[update.key] = { status: update.status, last_checked: update.last_checked };
      }
      if (Object.keys(updates).length > 0) await updateLabStories(this.deps.projectRoot, updates);
    } catch (error) {
      const text = (error as Error).message;
      if (!this.problems.has(text)) this.deps.logger.warn(`lab relay: ${batch.length} story event(s) not recorded: ${text}`);
      this.problems.add(text);
    }
  }

  /** Resolves when every story event received so far is written. */
  settled(): Promise<void> {
    return this.writes;
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.timers.clear(this.timer);
    this.timer = null;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.clearTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState !== WebSocket.CLOSED) {
      const gone = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.terminate();
      await gone;
    }
    await this.writes;
  }
}
