import {
  parseRetryAfter
} from "./chunk-3CGSNBTG.js";
import {
  readAdapter
} from "./chunk-GVABGYPN.js";
import {
  fetchFailure,
  fetchWithin
} from "./chunk-VDGUKLNQ.js";
import {
  readTask
} from "./chunk-LFHB6M5V.js";
import {
  appendLine
} from "./chunk-IO2NQOSR.js";
import "./chunk-J6X3T4X6.js";
import "./chunk-FA4IUSWH.js";
import "./chunk-6BVEKIOM.js";
import {
  projectIdOf
} from "./chunk-G57OUFMF.js";
import "./chunk-UYGV2EW6.js";
import "./chunk-2TBVN567.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DZG4LJL6.js";
import {
  readForgeToken
} from "./chunk-DVQOKHBY.js";
import {
  IsoTime,
  toIso
} from "./chunk-G6RW7TDQ.js";
import "./chunk-WAEJA4S5.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-RMGIHFYB.js";
import "./chunk-CEHSRTBJ.js";
import {
  inProject
} from "./chunk-LEL55BD4.js";
import "./chunk-EGGF3NBR.js";
import "./chunk-BFNLOJGG.js";
import "./chunk-FT4YIKO6.js";
import {
  EVENTS_LOG
} from "./chunk-YZV3RAMM.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";

// dist/src/events/event-stream-service.js
import { randomUUID } from "node:crypto";

// dist/src/events/event-names.js
async function agentDisplayName(projectRoot, agent, config) {
  const fallback = agent.charAt(0).toUpperCase() + agent.slice(1);
  try {
    const { text } = await readAdapter(projectRoot, agent, config);
    const heading = text === null ? void 0 : /^#\s+([^,\n]+)/m.exec(text)?.[1]?.trim();
    return heading || fallback;
  } catch {
    return fallback;
  }
}
async function taskTitle(projectRoot, agent, id, maxBytes) {
  const task = await readTask(projectRoot, agent, id, maxBytes).catch(() => null);
  return task?.ok && typeof task.frontMatter.title === "string" && task.frontMatter.title !== "" ? task.frontMatter.title : null;
}

// dist/src/events/events-log.js
import { rename, stat } from "node:fs/promises";
var EventsLog = class {
  file;
  maxBytes;
  onError;
  size = null;
  chain = Promise.resolve();
  failed = false;
  constructor(file, maxBytes, onError) {
    this.file = file;
    this.maxBytes = maxBytes;
    this.onError = onError;
  }
  append(record) {
    const line = `${JSON.stringify(record)}
`;
    this.chain = this.chain.then(() => this.write(line)).catch((error) => {
      if (!this.failed)
        this.onError(`cannot append to ${this.file}: ${error.message}; later events are not kept locally until it works again`);
      this.failed = true;
      this.size = null;
    });
  }
  /** Resolves when every line appended so far is written. */
  flushed() {
    return this.chain;
  }
  async write(line) {
    this.size ??= await currentSize(this.file);
    const bytes = Buffer.byteLength(line);
    if (this.size > 0 && this.size + bytes > this.maxBytes) {
      await rotate(this.file);
      this.size = 0;
    }
    await appendLine(this.file, line);
    this.size += bytes;
    this.failed = false;
  }
};
async function currentSize(file) {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if (error.code === "ENOENT")
      return 0;
    throw error;
  }
}
async function rotate(file) {
  try {
    await rename(file, `${file}.1`);
  } catch (error) {
    if (error.code !== "ENOENT")
      throw error;
  }
}

// dist/src/events/forge-event.js
import { z } from "zod";
var FORGE_EVENT_TYPES = [
  "forge-session-started",
  "forge-session-ended",
  "forge-agent-started",
  "forge-agent-idle",
  "forge-agent-needs-person",
  "forge-task-started",
  "forge-task-completed",
  "forge-task-escalated",
  "forge-task-orphaned",
  "forge-task-timed-out"
];
var ForgeEvent = z.object({
  source: z.literal("forge"),
  type: z.enum(FORGE_EVENT_TYPES),
  agent: z.string().nullable(),
  task_id: z.string().nullable(),
  session_id: z.string(),
  timestamp: IsoTime,
  metadata: z.record(z.string(), z.unknown())
});
var EVENT_OF_TRANSITION = {
  "picked-up": "forge-task-started",
  "handed-off": "forge-task-completed",
  escalated: "forge-task-escalated",
  orphaned: "forge-task-orphaned",
  "timed-out": "forge-task-timed-out"
};
function workerEvents(before, after) {
  const events = [];
  for (const agent of Object.keys(after).sort()) {
    const now = after[agent];
    const was = before[agent]?.status ?? "offline";
    if (was === "offline" && now.status !== "offline")
      events.push({ type: "forge-agent-started", agent, worker: now });
    else if (was === "busy" && now.status === "idle")
      events.push({ type: "forge-agent-idle", agent, worker: now });
    const state = now.supervisor?.state;
    if ((state === "failed" || state === "needs_input") && before[agent]?.supervisor?.state !== state)
      events.push({ type: "forge-agent-needs-person", agent, worker: now });
  }
  return events;
}

// dist/src/events/bounded-queue.js
var BoundedQueue = class {
  limit;
  items = [];
  head = 0;
  dropped = 0;
  constructor(limit) {
    this.limit = limit;
  }
  get size() {
    return this.items.length - this.head;
  }
  /** Returns the item dropped to make room, if one was. */
  push(item) {
    let evicted;
    if (this.size >= this.limit) {
      evicted = this.shift();
      this.dropped += 1;
    }
    this.items.push(item);
    return evicted;
  }
  peek() {
    return this.size > 0 ? this.items[this.head] : void 0;
  }
  shift() {
    if (this.size === 0)
      return void 0;
    const item = this.items[this.head];
    this.head += 1;
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
};

// dist/src/events/hub-sender.js
var HubSender = class {
  options;
  queue;
  origin;
  backoff;
  delayMs;
  sending = null;
  retryTimer = null;
  down = false;
  closed = false;
  warnedStatus = /* @__PURE__ */ new Set();
  sent = 0;
  rejected = 0;
  constructor(options) {
    this.options = options;
    this.queue = new BoundedQueue(options.queueLimit);
    this.origin = new URL(options.url).origin;
    this.backoff = options.backoff ?? { initialMs: 500, maxMs: 3e4 };
    this.delayMs = this.backoff.initialMs;
  }
  get url() {
    return this.options.url;
  }
  get dropped() {
    return this.queue.dropped;
  }
  get queued() {
    return this.queue.size;
  }
  enqueue(event) {
    if (this.closed)
      return;
    if (this.queue.push(event) !== void 0)
      this.noteDrop();
    this.pump();
  }
  /** Stops retrying; gives the events still queued one last chance within `deadlineMs`. */
  async close(deadlineMs) {
    this.closed = true;
    if (this.retryTimer)
      clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.sending;
    const deadline = Date.now() + deadlineMs;
    while (this.queue.size > 0 && Date.now() < deadline) {
      if (!await this.sendHead())
        break;
    }
    if (this.queue.size > 0)
      this.options.warn(`event stream: ${this.queue.size} event(s) not delivered to ${this.origin} before shutdown (${this.dropped} dropped earlier)`);
  }
  pump() {
    if (this.sending || this.retryTimer || this.closed || this.queue.size === 0)
      return;
    this.sending = (async () => {
      while (!this.closed && this.queue.size > 0) {
        if (!await this.sendHead())
          break;
      }
    })().finally(() => {
      this.sending = null;
      if (!this.retryTimer && !this.down)
        this.pump();
    });
  }
  /** Sends the oldest event; false when the hub could not take it (it stays queued). */
  async sendHead() {
    const event = this.queue.peek();
    if (!event)
      return true;
    const outcome = await this.post(event);
    if (outcome.kind === "failed") {
      this.noteDown(outcome.why);
      if (!this.closed)
        this.scheduleRetry(outcome.retryAfterMs);
      return false;
    }
    if (this.queue.peek() === event)
      this.queue.shift();
    if (outcome.kind === "rejected") {
      this.rejected += 1;
      if (!this.warnedStatus.has(outcome.status)) {
        this.warnedStatus.add(outcome.status);
        const hint = outcome.status === 401 || outcome.status === 403 ? " (check VIBE_LAB_FORGE_TOKEN)" : "";
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
  async post(event) {
    const headers = { "content-type": "application/json" };
    if (this.options.token !== null)
      headers.authorization = `Bearer ${this.options.token}`;
    try {
      const response = await fetchWithin(this.options.url, { method: "POST", headers, body: JSON.stringify(event) }, this.options.timeoutMs);
      await response.body?.cancel();
      if (response.ok)
        return { kind: "sent" };
      if (response.status === 429 || response.status >= 500) {
        return { kind: "failed", why: `HTTP ${response.status}`, retryAfterMs: parseRetryAfter(response.headers.get("retry-after"), Date.now()) };
      }
      return { kind: "rejected", status: response.status };
    } catch (error) {
      const why = fetchFailure(error, this.options.timeoutMs);
      if (why === null)
        throw error;
      return { kind: "failed", why, retryAfterMs: null };
    }
  }
  scheduleRetry(retryAfterMs) {
    const delay = Math.max(this.delayMs, retryAfterMs ?? 0);
    this.delayMs = Math.min(this.delayMs * 2, this.backoff.maxMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.pump();
    }, delay);
    this.retryTimer.unref();
  }
  noteDown(why) {
    if (this.down)
      return;
    this.down = true;
    this.options.warn(`event stream: cannot reach ${this.origin} (${why}); holding up to ${this.queue.limit} events and retrying with backoff`);
  }
  noteDrop() {
    const dropped = this.queue.dropped;
    if (dropped === 1 || dropped === 10 || dropped === 100 || dropped % 1e3 === 0) {
      this.options.warn(`event stream: queue full (${this.queue.limit} events) while ${this.origin} is unreachable; dropped the oldest, ${dropped} dropped so far`);
    }
  }
};

// dist/src/events/event-stream-service.js
function eventStreamService(env) {
  const sessionId = randomUUID();
  const token = readForgeToken(env);
  let handle = null;
  let log = null;
  let sender = null;
  let workers = {};
  let stopped = null;
  let named = Promise.resolve();
  const displayNames = /* @__PURE__ */ new Map();
  const titles = /* @__PURE__ */ new Map();
  function names(current, agent, id) {
    const config = current.config.current;
    if (agent !== null && !displayNames.has(agent))
      displayNames.set(agent, agentDisplayName(current.projectRoot, agent, config));
    if (titles.size >= 1e3)
      titles.clear();
    if (agent !== null && id !== null && !titles.has(id))
      titles.set(id, taskTitle(current.projectRoot, agent, id, config.daemon.max_task_bytes));
    return Promise.all([agent === null ? null : displayNames.get(agent), id === null ? null : titles.get(id) ?? null]).then(([agent_display_name, task_title]) => ({ agent_display_name, task_title }));
  }
  function emitNamed(current, type, agent, taskId, metadata, at) {
    const lookup = names(current, agent, taskId);
    named = named.then(async () => emit(type, agent, taskId, { ...await lookup, ...metadata }, at));
  }
  function hubFor(current) {
    const { lab } = current.config.current;
    if (!lab.hub_url)
      return null;
    const url = `${lab.hub_url.replace(/\/+$/, "")}/api/projects/${encodeURIComponent(projectIdOf(current.config.current, current.projectRoot))}/events`;
    if (sender && sender.url === url)
      return sender;
    void sender?.close(lab.events_timeout);
    sender = new HubSender({
      url,
      token,
      timeoutMs: lab.events_timeout,
      queueLimit: lab.events_queue,
      warn: (message) => current.logger.warn(message),
      info: (message) => current.logger.info(message)
    });
    return sender;
  }
  function emit(type, agent, taskId, metadata, at) {
    if (!handle || !log)
      return;
    const event = { source: "forge", type, agent, task_id: taskId, session_id: sessionId, timestamp: toIso(at), metadata };
    const epoch = handle.lease()?.epoch;
    if (handle.mayWrite())
      log.append(epoch ? { ...event, lease_epoch: epoch } : event);
    hubFor(handle)?.enqueue(event);
  }
  function onTransition(transition) {
    const type = EVENT_OF_TRANSITION[transition.event];
    if (!type || !handle)
      return;
    const entry = handle.store.get(transition.id);
    emitNamed(handle, type, transition.agent, transition.id, { stage: entry?.stage ?? null, task_type: entry?.task_type ?? null, urgency: entry?.urgency ?? null, message: transition.message }, transition.at);
  }
  function onFlushed() {
    if (!handle)
      return;
    const now = handle.store.getWorkers();
    for (const change of workerEvents(workers, now)) {
      emitNamed(handle, change.type, change.agent, change.worker.current_task, { status: change.worker.status, idle_since: change.worker.idle_since }, handle.clock.now());
    }
    workers = { ...now };
  }
  return {
    name: "event-stream",
    async start(daemon) {
      handle = daemon;
      const { lab } = daemon.config.current;
      log = new EventsLog(inProject(daemon.projectRoot, EVENTS_LOG), lab.events_max_bytes, (message) => daemon.logger.error(`event stream: ${message}`));
      workers = { ...daemon.store.getWorkers() };
      const lease = daemon.lease();
      emit("forge-session-started", null, null, {
        project_id: projectIdOf(daemon.config.current, daemon.projectRoot),
        pid: process.pid,
        hub: lab.hub_url ? new URL(lab.hub_url).origin : null,
        ...lease ? { lease } : {}
      }, daemon.clock.now());
      daemon.events.on("transition", onTransition);
      daemon.events.on("flushed", onFlushed);
    },
    close() {
      stopped ??= (async () => {
        if (!handle)
          return;
        const current = handle;
        current.events.off("transition", onTransition);
        current.events.off("flushed", onFlushed);
        await named;
        emit("forge-session-ended", null, null, { sent: sender?.sent ?? 0, dropped: sender?.dropped ?? 0 }, current.clock.now());
        handle = null;
        await Promise.all([sender?.close(current.config.current.lab.events_timeout), log?.flushed()]);
      })();
      return stopped;
    }
  };
}
export {
  eventStreamService
};
